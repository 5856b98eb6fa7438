import {afterEach, beforeEach, expect, test} from 'vitest';
import {ACCOUNT_KNOWN_ATTRIBUTE, CONTENT_VISIBLE_MARK} from '../shared/accountKnown';
import {ENCRYPTION_COOKIE, earlyRevealScript} from './earlyReveal';

const TENANT = 'AAAAAAAA-bbbb-4ccc-8ddd-eeeeeeeeeeee';
const ACCOUNT_KEY = `msal.3.account|home-account|login.example|${TENANT.toLowerCase()}`;

/** What MSAL 5 keeps for a signed-in account: its index, the entry (encrypted with key `keyId`) and the cookie. */
function saveSignIn({
  keyId = 'key-1',
  tenantKey = ACCOUNT_KEY,
  cookieKeyId,
}: {keyId?: string; tenantKey?: string; cookieKeyId?: string} = {}) {
  localStorage.setItem('msal.3.account.keys', JSON.stringify([tenantKey]));
  localStorage.setItem(tenantKey, JSON.stringify({id: keyId, nonce: 'n', data: 'encrypted'}));
  document.cookie = `${ENCRYPTION_COOKIE}=${encodeURIComponent(JSON.stringify({id: cookieKeyId ?? keyId, key: 'k'}))}; path=/`;
}

function runEarlyReveal(): boolean {
  new Function(earlyRevealScript(TENANT))();
  return document.documentElement.hasAttribute(ACCOUNT_KNOWN_ATTRIBUTE);
}

beforeEach(() => {
  performance.clearMarks();
});

afterEach(() => {
  localStorage.clear();
  document.cookie = `${ENCRYPTION_COOKIE}=; path=/; max-age=0`;
  document.documentElement.removeAttribute(ACCOUNT_KNOWN_ATTRIBUTE);
});

test("a saved account of the tenant, readable with this session's key, shows the page at once and marks the moment", () => {
  saveSignIn();
  expect(runEarlyReveal()).toBe(true);
  expect(performance.getEntriesByName(CONTENT_VISIBLE_MARK)).toHaveLength(1);
});

test.each([
  ['nothing saved', () => {}],
  ['an account of another tenant', () => saveSignIn({tenantKey: 'msal.3.account|home|login.example|other-tenant'})],
  ["an account saved with another session's key", () => saveSignIn({cookieKeyId: 'key-2'})],
  [
    'no cookie (the browser session ended)',
    () => {
      saveSignIn();
      document.cookie = `${ENCRYPTION_COOKIE}=; path=/; max-age=0`;
    },
  ],
  [
    'damaged storage',
    () => {
      saveSignIn();
      localStorage.setItem('msal.3.account.keys', '{damaged');
    },
  ],
  [
    'a damaged cookie',
    () => {
      saveSignIn();
      document.cookie = `${ENCRYPTION_COOKIE}=%7Bnot-json; path=/`;
    },
  ],
])('%s: the page stays hidden until MSAL has confirmed the reader', (_, arrange) => {
  arrange();
  expect(runEarlyReveal()).toBe(false);
  expect(performance.getEntriesByName(CONTENT_VISIBLE_MARK)).toHaveLength(0);
});
