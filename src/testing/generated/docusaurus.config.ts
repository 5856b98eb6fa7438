import type {DocusaurusConfig} from '@docusaurus/types';

// What `@generated/docusaurus.config` holds in a build: the site's configuration (set by src/testing/site).
const siteConfig = {} as DocusaurusConfig;
export default siteConfig;
