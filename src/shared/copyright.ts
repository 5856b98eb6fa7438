/**
 * The government's copyright line in the footer: "© 2025 Government of New Brunswick" on a site built in 2025,
 * "© 2025–2027 …" on one built in 2027. The footer's message, in each language (docusaurus.config.ts and its
 * French in i18n/fr/docusaurus-theme-classic/footer.json), holds `{years}`; the year of the build fills it.
 * Plain data: Playwright loads this module too.
 */
export const FIRST_COPYRIGHT_YEAR = 2025;

/** "2025", or "2025–2027" for a site built in 2027. */
export function copyrightYears(buildYear: number): string {
  return buildYear > FIRST_COPYRIGHT_YEAR ? `${FIRST_COPYRIGHT_YEAR}–${buildYear}` : String(FIRST_COPYRIGHT_YEAR);
}

/** The footer's message with its `{years}` filled in. */
export function withCopyrightYears(message: string, buildYear: number): string {
  return message.replaceAll('{years}', copyrightYears(buildYear));
}
