// What `@generated/codeTranslations` holds in a build: the current locale's UI strings (set by src/testing/site).
const codeTranslations: Record<string, string> = {};
export default codeTranslations;
