/**
 * A page chunk that fails to load (usually a new deployment replaced it) reloads the
 * page. Once: a second failure within the window shows the error page instead of looping.
 */
const STORAGE_KEY = 'rdlz:chunk-reload-at';
export const CHUNK_RELOAD_WINDOW_MS = 10_000;

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk [\w-]+ failed/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return typeof error === 'string' && CHUNK_ERROR.test(error);
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return typeof message === 'string' && CHUNK_ERROR.test(message);
}

export function shouldReload(lastReloadAt: number | null, now: number, windowMs = CHUNK_RELOAD_WINDOW_MS): boolean {
  return lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt > windowMs;
}

function readLastReload(): number | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    return raw === null ? null : Number(raw);
  } catch {
    return null;
  }
}

/** Reloads when the error is a chunk failure not already retried; true when it did. */
export function reloadOnceForChunkError(error: unknown): boolean {
  if (!isChunkLoadError(error)) return false;
  const now = Date.now();
  if (!shouldReload(readLastReload(), now)) return false;
  try {
    sessionStorage.setItem(STORAGE_KEY, String(now));
  } catch {
    return false; // without the marker a reload could loop
  }
  window.location.reload();
  return true;
}
