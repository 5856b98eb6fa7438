// HTML of the local identity provider's pages, in English or French.
const TEXT = {
  en: {
    title: 'Sign in – Local identity provider',
    heading: 'Pick an account',
    intro: 'Local identity provider for development and tests. These are fictional accounts; no password is needed.',
    cancel: 'Cancel sign-in',
    developer: 'Developer tools',
    fail: 'Simulate a provider error',
    signingOut: 'Signing you out…',
    signOut: 'Sign out',
    signedOut: 'You are signed out of the local identity provider.',
  },
  fr: {
    title: "Connexion – Fournisseur d'identité local",
    heading: 'Choisissez un compte',
    intro:
      "Fournisseur d'identité local pour le développement et les tests. Ces comptes sont fictifs; aucun mot de passe n'est requis.",
    cancel: 'Annuler la connexion',
    developer: 'Outils de développement',
    fail: 'Simuler une erreur du fournisseur',
    signingOut: 'Déconnexion en cours…',
    signOut: 'Se déconnecter',
    signedOut: "Vous êtes déconnecté du fournisseur d'identité local.",
  },
};

const STYLE = `
  body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f5f8;color:#1c1e21;margin:0}
  main{max-width:28rem;margin:4rem auto;background:#fff;padding:2rem;border-radius:8px;box-shadow:0 2px 8px rgba(0,0,0,.12)}
  h1{font-size:1.5rem;margin-top:0}
  ul{list-style:none;padding:0}
  li{margin:.5rem 0}
  button{font:inherit;cursor:pointer}
  .account{width:100%;text-align:left;padding:.75rem 1rem;border:1px solid #8a94a6;border-radius:6px;background:#fff}
  .account:hover,.account:focus-visible{border-color:#005a9c;outline:3px solid #005a9c;outline-offset:1px}
  .account small{display:block;color:#4a5568}
  .secondary{background:none;border:none;color:#005a9c;text-decoration:underline;padding:.5rem 0}
  details{margin-top:1.5rem;color:#4a5568}
`;

/** @param {unknown} value */
export function escapeHtml(value) {
  return String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The help centre's icon, which the provider serves (server.mjs): a browser asks for /favicon.ico without it. */
export const FAVICON_PATH = '/favicon.svg';
export const FAVICON_LINK = `<link rel="icon" type="image/svg+xml" href="${FAVICON_PATH}">`;

/**
 * @param {string} locale
 * @param {string} title
 * @param {string} body
 */
function page(locale, title, body) {
  return `<!doctype html><html lang="${locale}-CA"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>${FAVICON_LINK}
<style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/**
 * @param {{uid: string, locale: 'en' | 'fr', accounts: typeof import('./accounts.mjs').TEST_ACCOUNTS}} picker
 */
export function renderPicker({uid, locale, accounts}) {
  const t = TEXT[locale];
  const items = accounts
    .map(
      (account) => `<li><form method="post" action="/interaction/${uid}/login">
<input type="hidden" name="account" value="${account.oid}">
<button class="account" type="submit">${escapeHtml(account.name)}<small>${escapeHtml(account.email)} · ${escapeHtml(account.title[locale])}</small></button>
</form></li>`,
    )
    .join('');
  return page(
    locale,
    t.title,
    `<h1>${t.heading}</h1><p>${t.intro}</p><ul aria-label="${t.heading}">${items}</ul>
<form method="post" action="/interaction/${uid}/cancel"><button class="secondary" type="submit">${t.cancel}</button></form>
<details><summary>${t.developer}</summary>
<form method="post" action="/interaction/${uid}/fail"><button class="secondary" type="submit">${t.fail}</button></form>
</details>`,
  );
}

/** @param {string} form */
export function renderLogoutPage(form) {
  const t = TEXT.en;
  // Confirm at once, as Entra does for a single signed-in account.
  const autoForm = form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>');
  return page(
    'en',
    t.signOut,
    `<p>${t.signingOut}</p>${autoForm}<noscript><button form="op.logoutForm" type="submit">${t.signOut}</button></noscript>
<script>document.forms[0].submit()</script>`,
  );
}

export function renderSignedOutPage() {
  return page('en', TEXT.en.signOut, `<p>${TEXT.en.signedOut}</p>`);
}
