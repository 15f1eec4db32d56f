/** The API's limits and allow-list, mirrored so a wrong file is refused before any call. */
export const DEFAULT_MAX_ATTACHMENTS = 20;
export const MAX_ATTACHMENT_BYTES = 50 * 1024 * 1024;

export const ATTACHMENT_EXTENSIONS = [
  'pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'wps', 'et', 'dps', 'odt', 'ods', 'odp', 'rtf',
  'txt', 'csv', 'png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp', 'zip',
] as const;

/** The file chooser's `accept`: a hint; the server checks again. */
export const ATTACHMENT_ACCEPT = ATTACHMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** 'only these types: …' */
export const TYPE_REFUSED = '不支持该文件类型';
export const tooLarge = (limit: number) => `文件大小不能超过${Math.round(limit / 1024 / 1024)}MB`;
export const tooMany = (max: number) => `最多只能上传${max}个文件`;

export function attachmentRefusal(file: { name: string; size: number }, maxBytes = MAX_ATTACHMENT_BYTES): string | null {
  const dot = file.name.lastIndexOf('.');
  const extension = dot > 0 ? file.name.slice(dot + 1).toLowerCase() : '';
  if (!(ATTACHMENT_EXTENSIONS as readonly string[]).includes(extension)) return TYPE_REFUSED;
  if (file.size > maxBytes) return tooLarge(maxBytes);
  return null;
}

/**
 * Of the chosen files, those that still fit under `max` (counting files stored and on their
 * way); the rest are left out and the user told.
 */
export function withinLimit<T>(chosen: readonly T[], taken: number, max: number): { accepted: T[]; leftOut: number } {
  const room = Math.max(0, max - taken);
  return { accepted: chosen.slice(0, room), leftOut: Math.max(0, chosen.length - room) };
}
