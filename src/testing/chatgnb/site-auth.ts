import type written from '@chatgnb/site-auth.json';

// What `@chatgnb/site-auth.json` holds in a build: what the sign-in plugin writes for a locale (set by src/testing/site).
const siteAuth = {} as typeof written;
export default siteAuth;
