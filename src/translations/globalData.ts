/** What the plugin hands the pages (plain data: the browser bundle imports this module). */

export const PLUGIN_NAME = 'translation-freshness';

/** The pending articles of this locale's build, by doc id, with the day their English was last updated. */
export type PendingTranslations = {[docId: string]: {englishUpdatedOn: string | null}};
