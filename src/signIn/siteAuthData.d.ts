// What the sign-in plugin wrote for this locale (src/signIn/plugin.ts), for ./siteAuth.ts.
declare module '@chatgnb/site-auth.json' {
  const siteAuth: import('@site/src/signIn/settings').SiteAuth;
  export default siteAuth;
}
