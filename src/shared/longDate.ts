/**
 * A day written out, "November 23, 2026" / « 23 novembre 2026 » («1er» on the first), in UTC: the day git gives
 * for an article. Not Intl.DateTimeFormat: a page's first use of Intl loads the locale's ICU data on the main
 * thread, one long task when a French article hydrates (handbook/figures.md#upstream-gains).
 */
const MONTHS: Record<'en' | 'fr', readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  fr: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
};

/** `lang` is a language tag of the site's locales (`en`, `fr-CA`…): French or, otherwise, English. */
export function formatLongDate(date: Date, lang: string): string {
  const day = date.getUTCDate();
  const year = date.getUTCFullYear();
  if (lang.toLowerCase().startsWith('fr')) {
    return `${day === 1 ? '1er' : day} ${MONTHS.fr[date.getUTCMonth()]} ${year}`;
  }
  return `${MONTHS.en[date.getUTCMonth()]} ${day}, ${year}`;
}
