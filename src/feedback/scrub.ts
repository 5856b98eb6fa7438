/**
 * What a reader typed, made safe to leave the browser: e-mail addresses, phone numbers, runs of 4 or more digits
 * (employee, case and card numbers) and the signed-in reader's own names are replaced by a placeholder.
 */
import events from './events.json';

export const PLACEHOLDERS = {email: '[email]', phone: '[phone]', number: '[number]', name: '[name]'} as const;

const EMAIL = /[\p{L}\p{N}._%+'-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*/gu;
// North American numbers, with or without country code, separators or brackets, and a local 555-0123.
const PHONE =
  /(?:\+?\d{1,3}[\s.-]?)?(?:\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}(?:\s*(?:x|ext\.?|poste)\s*\d+)?|\b\d{3}[\s.-]\d{4}\b/giu;
const DIGITS = /\d{4,}/g;
const WORD = /[\p{L}\p{M}'’-]+/gu;

/** Lower case without accents, so "Hélène" and "helene" are one name. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words of the reader's name and user name (e-mail) that may be typed: "Alex", "Tremblay", "alex.tremblay". */
function nameWords(readerNames: readonly string[]): Set<string> {
  const words = new Set<string>();
  for (const name of readerNames) {
    const local = name.includes('@') ? name.slice(0, name.indexOf('@')) : name;
    for (const word of local.split(/[\s._@'’-]+/)) {
      if (word.length >= 2) words.add(fold(word));
    }
  }
  return words;
}

function replaceNames(text: string, readerNames: readonly string[]): string {
  const words = nameWords(readerNames);
  if (words.size === 0) return text;
  return text.replace(WORD, (word) => {
    const parts = [word, ...word.split(/['’-]/)].map(fold);
    return parts.some((part) => words.has(part)) ? PLACEHOLDERS.name : word;
  });
}

/** Free text: a comment. Identifying values replaced; what is left is kept as typed, within the length allowed. */
export function scrubText(text: string, readerNames: readonly string[] = []): string {
  const withoutControls = text.replace(/[\p{Cc}\p{Cf}]+/gu, ' ');
  const scrubbed = replaceNames(
    withoutControls
      .replace(EMAIL, PLACEHOLDERS.email)
      .replace(PHONE, PLACEHOLDERS.phone)
      .replace(DIGITS, PLACEHOLDERS.number),
    readerNames,
  );
  return scrubbed.trim().slice(0, events.commentMaxLength);
}

/**
 * A search: lower case, scrubbed, at most 100 characters; null (not sent) when empty or longer than 8 words,
 * which is a pasted sentence rather than a search.
 */
export function scrubQuery(query: string, readerNames: readonly string[] = []): string | null {
  const words = query.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > events.queryMaxWords) {
    return null;
  }
  return scrubText(words.join(' '), readerNames).toLowerCase().slice(0, events.queryMaxLength).trim() || null;
}
