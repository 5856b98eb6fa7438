/**
 * The sample build's facts (src/translations/tools/buildPendingSample.mjs builds it; `npm run build:pending-sample`): the
 * French site as it goes out when a pending translation is published, one English sentence added to `article`. Its
 * tests read them here: the notice's (translationNotice.site.test.ts, e2e/translation-notice.spec.ts) and, being
 * the site with one article changed, the deploy's (e2e/deploy.spec.ts).
 * No import.meta here: Playwright loads this module too, compiled to CommonJS.
 */
export const PENDING_SAMPLE = {
  article: 'get-help/troubleshooting',
  englishUpdatedOn: '2025-11-20',
  addedSentence: 'Most of these fixes take less than five minutes.',
  changeNote: {
    en: 'Added how long most fixes take.',
    fr: 'Ajout du temps que prennent la plupart des solutions.',
  },
  outDir: 'build-pending-sample',
};
