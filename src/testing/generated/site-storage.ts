// What `@generated/site-storage` holds in a build of this site (no storage namespace); read by theme-common.
const siteStorage = {type: 'localStorage', namespace: ''} as const;
export default siteStorage;
