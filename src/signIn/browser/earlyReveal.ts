/**
 * Decides before first paint whether the reader is already signed in, from
 * what MSAL 5 keeps: its account index in localStorage (keys end with the
 * account's tenant) and its cache-encryption cookie, which lives as long as the
 * browser session and names the key every saved entry was encrypted with. A
 * saved account of the tenant encrypted with the current key can be read, so
 * the prerendered page is shown at once (CSS, see AuthGate); MSAL confirms after
 * hydration and hides the page again if it cannot.
 */

import {ACCOUNT_KNOWN_ATTRIBUTE, CONTENT_VISIBLE_MARK} from '../shared/accountKnown';

// MSAL 5's storage layout (@azure/msal-browser dist/cache/CacheKeys.mjs and LocalStorage.mjs).
const ACCOUNT_INDEX_KEY = 'msal.3.account.keys';
/** MSAL's cache-encryption cookie (`path=/`, no expiry: it ends with the browser session). */
export const ENCRYPTION_COOKIE = 'msal.cache.encryption';

/** The inline script (a few hundred bytes; allowed by its hash in the host's CSP). */
export function earlyRevealScript(tenantId: string): string {
  const tenantSuffix = JSON.stringify(`|${tenantId.toLowerCase()}`);
  return `(function(){try{var c=/(?:^|;\\s*)${ENCRYPTION_COOKIE.replace(/\./g, '\\.')}=([^;]+)/.exec(document.cookie);if(!c)return;var id=JSON.parse(decodeURIComponent(c[1])).id;var keys=JSON.parse(localStorage.getItem(${JSON.stringify(ACCOUNT_INDEX_KEY)})||"[]");for(var i=0;i<keys.length;i++){var k=String(keys[i]).toLowerCase();if(k.slice(-${tenantSuffix}.length)!==${tenantSuffix})continue;var e=JSON.parse(localStorage.getItem(keys[i])||"null");if(e&&e.id===id){document.documentElement.setAttribute(${JSON.stringify(ACCOUNT_KNOWN_ATTRIBUTE)},"");performance.mark(${JSON.stringify(CONTENT_VISIBLE_MARK)});return}}}catch(e){}})();`;
}
