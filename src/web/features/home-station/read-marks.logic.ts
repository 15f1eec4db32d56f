import type { KeyValueStorage } from './search-history.logic';

const STORAGE_KEY = 'homeStation.readArticles';
/** Enough for any visitor; the oldest marks go first. */
export const READ_MARKS_LIMIT = 500;

/** The read marks after opening an article: newest first, each once, at most `limit`. */
export function withReadMark(marks: readonly number[], resourcesId: number, limit = READ_MARKS_LIMIT): number[] {
  return [resourcesId, ...marks.filter((id) => id !== resourcesId)].slice(0, limit);
}

/** Whether an article shows 未读: only once this browser has a read history, and not among it. */
export function unreadIn(read: ReadonlySet<number>, resourcesId: number): boolean {
  return read.size > 0 && !read.has(resourcesId);
}

/**
 * The articles this visitor has opened, kept in local storage so the marks outlive the visit
 * (unread items bold black with 未读, read ones grey and lighter).
 */
export function createReadMarks(storage: KeyValueStorage | null) {
  const listeners = new Set<() => void>();
  let cache: { raw: string | null; ids: ReadonlySet<number> } | null = null;

  const raw = () => {
    try {
      return storage?.getItem(STORAGE_KEY) ?? null;
    } catch {
      return null;
    }
  };

  const list = (): number[] => {
    try {
      const value: unknown = JSON.parse(raw() ?? '[]');
      return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : [];
    } catch {
      return [];
    }
  };

  /** One set per stored value, so React sees a stable snapshot between changes. */
  const snapshot = (): ReadonlySet<number> => {
    const current = raw();
    if (!cache || cache.raw !== current) cache = { raw: current, ids: new Set(list()) };
    return cache.ids;
  };

  return {
    snapshot,
    isRead: (resourcesId: number) => snapshot().has(resourcesId),
    markRead(resourcesId: number) {
      if (snapshot().has(resourcesId)) return;
      try {
        storage?.setItem(STORAGE_KEY, JSON.stringify(withReadMark(list(), resourcesId)));
      } catch {
        return;
      }
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type ReadMarks = ReturnType<typeof createReadMarks>;
