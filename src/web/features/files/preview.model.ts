import { isBlank } from '@shared/blank';

/** How the preview page shows a file. */
export type PreviewKind = 'image' | 'pdf' | 'text' | 'other';

const IMAGE = ['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp'];
const TEXT = ['txt', 'csv'];

/** The file to preview, as its page's query names it: fileUrl, fileName, type, needGetUrl. */
export interface FileToPreview {
  fileUrl: string;
  fileName?: string;
  type?: string;
  /** fileUrl is an objPath to resolve through presignedGetUrl first. */
  needGetUrl?: boolean;
}

export function extensionOf(name: string | undefined | null): string {
  const clean = (name ?? '').split(/[?#]/)[0];
  const last = clean.slice(clean.lastIndexOf('/') + 1);
  const dot = last.lastIndexOf('.');
  return dot > 0 ? last.slice(dot + 1).toLowerCase() : '';
}

function kindOfType(type: string): PreviewKind | null {
  const value = type.trim().toLowerCase().replace(/^\./, '');
  if (!value) return null;
  if (value === 'image' || value.startsWith('image/') || IMAGE.includes(value)) return value.includes('svg') ? 'other' : 'image';
  if (value === 'pdf' || value === 'application/pdf') return 'pdf';
  if (value === 'text' || value === 'text/plain' || value === 'text/csv' || TEXT.includes(value)) return 'text';
  return 'other';
}

function kindOfName(name: string | undefined): PreviewKind | null {
  const extension = extensionOf(name);
  if (!extension) return null;
  if (IMAGE.includes(extension)) return 'image';
  if (extension === 'pdf') return 'pdf';
  if (TEXT.includes(extension)) return 'text';
  return 'other';
}

/**
 * `type` may be a kind (image, pdf, text), an extension or a MIME type; without one the file
 * name's extension decides, then the address's. Anything else gets a download button.
 */
export function previewKindOf(file: { fileUrl?: string; fileName?: string; type?: string }): PreviewKind {
  return (file.type && kindOfType(file.type)) || kindOfName(file.fileName) || kindOfName(file.fileUrl) || 'other';
}

/** The name to show and to save under: the given one, else the address's last segment. */
export function displayNameOf(file: { fileUrl?: string; fileName?: string }): string {
  if (!isBlank(file.fileName)) return file.fileName!.trim();
  const path = (file.fileUrl ?? '').split(/[?#]/)[0];
  const last = path.slice(path.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(last) || '文件';
  } catch {
    return last || '文件';
  }
}

/**
 * An address the page may load: a path of this site or an http(s) address. Anything else
 * (javascript:, data:, a protocol-relative //host) counts as no address (暂无相关信息).
 */
export function safeFileAddress(url: string | null | undefined): string | null {
  if (isBlank(url)) return null;
  const value = url!.trim();
  if (value.startsWith('/')) return value.startsWith('//') || value.startsWith('/\\') ? null : value;
  if (/^https?:\/\/[^\s]+$/i.test(value)) return value;
  return null;
}

/** Whether the address is on this site (only those are embedded in a frame). */
export function isSameSite(url: string, origin: string): boolean {
  if (url.startsWith('/')) return !url.startsWith('//');
  try {
    return new URL(url).origin === origin;
  } catch {
    return false;
  }
}

const TRUE = ['true', '1'];

export function parsePreviewQuery(query: URLSearchParams): FileToPreview {
  return {
    fileUrl: query.get('fileUrl') ?? '',
    fileName: query.get('fileName') ?? undefined,
    type: query.get('type') ?? undefined,
    needGetUrl: TRUE.includes((query.get('needGetUrl') ?? '').toLowerCase()),
  };
}

/** The preview page's address inside the app (router path, without the /rdlz base). */
export function filePreviewPath(file: FileToPreview): string {
  const query = new URLSearchParams({ fileUrl: file.fileUrl });
  if (file.fileName) query.set('fileName', file.fileName);
  if (file.type) query.set('type', file.type);
  if (file.needGetUrl) query.set('needGetUrl', 'true');
  return `/filePreview?${query}`;
}
