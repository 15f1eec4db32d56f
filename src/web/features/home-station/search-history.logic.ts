import { SEARCH_HISTORY_SIZE } from '@shared/constants';

/** The part of Web Storage the history needs, so tests can pass a map. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

const STORAGE_PREFIX = 'homeStation.searchHistory.';

/**
 * The history after a search: new entries go first, an entry
 * already remembered is not added again, at most `size` are kept, blanks are not remembered.
 */
export function rememberSearch(history: readonly string[], text: string, size = SEARCH_HISTORY_SIZE): string[] {
  const entry = text.trim();
  if (!entry || history.includes(entry)) return [...history];
  return [entry, ...history].slice(0, size);
}

/** Remembered entries that start with the typed text, ignoring case; all of them for no text. */
export function historySuggestions(history: readonly string[], text: string): string[] {
  const prefix = text.trim().toLowerCase();
  return history.filter((entry) => entry.toLowerCase().startsWith(prefix));
}

export function loadSearchHistory(storage: KeyValueStorage | null, key: string): string[] {
  try {
    const value: unknown = JSON.parse(storage?.getItem(STORAGE_PREFIX + key) ?? '[]');
    return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string').slice(0, SEARCH_HISTORY_SIZE) : [];
  } catch {
    return [];
  }
}

export function saveSearchHistory(storage: KeyValueStorage | null, key: string, history: readonly string[]) {
  try {
    storage?.setItem(STORAGE_PREFIX + key, JSON.stringify(history));
  } catch {
    // Storage full or refused: the history lasts as long as the page.
  }
}

/** The browser's local storage, or null where it is refused (private mode, tests). */
export function browserLocalStorage(): KeyValueStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
