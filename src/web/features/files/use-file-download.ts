import { useCallback, useEffect, useRef, useState } from 'react';
import { MSG } from '@shared/messages';
import { toaster } from '@web/components/toaster';
import { errorMessage } from '@web/lib/http-error';
import { DOWNLOAD_PROGRESS_HIDE_MS, percentOf, showsDownloadProgress } from './download-progress';
import { fetchBlob, presignGet } from './files.api';

/** 'file download failed, please retry' (the specification names no message for it). */
export const DOWNLOAD_FAILED = '文件下载失败，请重试';

export interface DownloadProgress {
  name: string;
  percent: number;
  done: boolean;
}

/** A file to download: an objPath to resolve first, or an address already signed. */
export type DownloadTarget = { name: string } & ({ objPath: string; url?: undefined } | { url: string; objPath?: undefined });

/** Saves a blob under the file's name through a temporary link. */
export function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 30_000);
}

/**
 * A download: resolve the address (获取下载地址失败 when
 * that fails), fetch the file as a blob, show progress only for files over 1 MiB, hide it 1 s
 * after success.
 */
export function useFileDownload() {
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(hideTimer.current), []);

  const download = useCallback(async (target: DownloadTarget): Promise<boolean> => {
    const key = target.objPath ?? target.url;
    setBusy(key);
    try {
      let url = target.url;
      if (!url) {
        try {
          url = (await presignGet(target.objPath!)).presignedGetUrl;
        } catch (error) {
          toaster.create({ type: 'error', title: MSG.downloadUrlFailed, description: errorMessage(error, '') || undefined });
          return false;
        }
      }
      clearTimeout(hideTimer.current);
      let shown = false;
      try {
        const blob = await fetchBlob(url, (loaded, total) => {
          if (!shown && !showsDownloadProgress(total, loaded)) return;
          shown = true;
          setProgress({ name: target.name, percent: percentOf(loaded, total), done: false });
        });
        saveBlob(blob, target.name);
        if (shown) {
          setProgress({ name: target.name, percent: 100, done: true });
          hideTimer.current = setTimeout(() => setProgress(null), DOWNLOAD_PROGRESS_HIDE_MS);
        }
        return true;
      } catch (error) {
        setProgress(null);
        toaster.create({ type: 'error', title: DOWNLOAD_FAILED, description: errorMessage(error, '') || undefined });
        return false;
      }
    } finally {
      setBusy(null);
    }
  }, []);

  return { download, progress, busy };
}
