// What the sign-in plugin wrote for this locale (src/signIn/plugin.ts), for ./siteAuth.ts.
declare module '@chatgnb/site-auth.json' {
  const siteAuth: import('@site/src/signIn/shared/authSettings').SiteAuth;
  export default siteAuth;
}
