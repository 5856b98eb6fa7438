/**
 * One answer per page per reader per day is enough: the day a reader answered about a page is remembered in this
 * browser only (localStorage), and forgotten the next day.
 */
export const ANSWERED_STORAGE_KEY = 'helpcentre.feedback.answered';

type Answered = Record<string, string>;

/** This browser's localStorage, or nothing where the reader blocks site data (reading `localStorage` then throws). */
export function readersStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function today(now: Date): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

function read(storage: Storage | undefined): Answered {
  try {
    const value: unknown = JSON.parse(storage?.getItem(ANSWERED_STORAGE_KEY) ?? '{}');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Answered) : {};
  } catch {
    return {};
  }
}

export function answeredToday(storage: Storage | undefined, page: string, now = new Date()): boolean {
  return read(storage)[page] === today(now);
}

/** Records today's answer and forgets the days before (a storage that refuses is no reason to fail the reader). */
export function rememberAnswer(storage: Storage | undefined, page: string, now = new Date()): void {
  const day = today(now);
  const kept = Object.fromEntries(Object.entries(read(storage)).filter(([, answeredOn]) => answeredOn === day));
  try {
    storage?.setItem(ANSWERED_STORAGE_KEY, JSON.stringify({...kept, [page]: day}));
  } catch {
    // Storage full or blocked: the reader may be asked again, nothing more.
  }
}
