import { DOWNLOAD_PROGRESS_HIDE_MS, DOWNLOAD_PROGRESS_MIN_BYTES } from '@shared/constants';

export { DOWNLOAD_PROGRESS_HIDE_MS };

/**
 * Progress is shown only for files over 1,048,576 bytes. The size is the answer's
 * Content-Length; when the server gives none, the bytes received so far decide.
 */
export function showsDownloadProgress(total: number | undefined, loaded = 0): boolean {
  const size = total && total > 0 ? total : loaded;
  return size > DOWNLOAD_PROGRESS_MIN_BYTES;
}

/** Whole percent, 0–100; 0 while the size is unknown. */
export function percentOf(loaded: number, total: number | undefined): number {
  if (!total || total <= 0) return 0;
  return Math.max(0, Math.min(100, Math.floor((loaded / total) * 100)));
}
