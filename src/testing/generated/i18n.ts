import type {I18n} from '@docusaurus/types';

// What `@generated/i18n` holds in a build (set by src/testing/site).
const i18n = {} as I18n;
export default i18n;
