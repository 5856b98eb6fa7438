/** Translations, for the other capabilities' tools and the project's checks. */
export {EN_DOCS_DIR, FR_DOCS_DIR, listMdx, parsePublishPending, RECORD_FIELD, unpairedArticles} from '../status.mjs';
export {checkArticleFreshness} from './freshness.mjs';
export {PENDING_SAMPLE} from './pendingSample.mjs';
export {checkTranslations, readMessages} from './translations.mjs';
