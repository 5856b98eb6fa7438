/** Translations, for the other capabilities' tools and the project's checks. */
export {
  articleStatus,
  articleStatuses,
  EN_DOCS_DIR,
  englishFingerprint,
  FR_DOCS_DIR,
  listMdx,
  parsePublishPending,
  RECORD_FIELD,
  unpairedArticles,
} from '../status.mjs';
export {checkArticleFreshness} from './freshness.mjs';
export {PENDING_SAMPLE} from '../../shared/testFacts/pendingSample.mjs';
export {checkTranslations, readMessages} from './translations.mjs';
