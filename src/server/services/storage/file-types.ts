/**
 * What may be stored: office documents, PDF, images, plain text and zip archives. The type
 * follows the file name's extension (chosen when the address is signed); the first bytes are
 * checked on arrival, so a renamed executable or web page is refused.
 */
export type FileKind = 'image' | 'pdf' | 'text' | 'office' | 'archive';

interface FileType {
  mime: string;
  kind: FileKind;
}

export const FILE_TYPES: Readonly<Record<string, FileType>> = {
  png: { mime: 'image/png', kind: 'image' },
  jpg: { mime: 'image/jpeg', kind: 'image' },
  jpeg: { mime: 'image/jpeg', kind: 'image' },
  gif: { mime: 'image/gif', kind: 'image' },
  webp: { mime: 'image/webp', kind: 'image' },
  bmp: { mime: 'image/bmp', kind: 'image' },
  pdf: { mime: 'application/pdf', kind: 'pdf' },
  txt: { mime: 'text/plain; charset=utf-8', kind: 'text' },
  csv: { mime: 'text/csv; charset=utf-8', kind: 'text' },
  doc: { mime: 'application/msword', kind: 'office' },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', kind: 'office' },
  xls: { mime: 'application/vnd.ms-excel', kind: 'office' },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', kind: 'office' },
  ppt: { mime: 'application/vnd.ms-powerpoint', kind: 'office' },
  pptx: { mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', kind: 'office' },
  wps: { mime: 'application/vnd.ms-works', kind: 'office' },
  et: { mime: 'application/vnd.ms-excel', kind: 'office' },
  dps: { mime: 'application/vnd.ms-powerpoint', kind: 'office' },
  odt: { mime: 'application/vnd.oasis.opendocument.text', kind: 'office' },
  ods: { mime: 'application/vnd.oasis.opendocument.spreadsheet', kind: 'office' },
  odp: { mime: 'application/vnd.oasis.opendocument.presentation', kind: 'office' },
  rtf: { mime: 'application/rtf', kind: 'office' },
  zip: { mime: 'application/zip', kind: 'archive' },
};

/** The rich-text editor takes pictures a browser shows everywhere. */
export const EDITOR_IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp'] as const;

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

export function fileTypeOf(name: string): FileType | null {
  return FILE_TYPES[extensionOf(name)] ?? null;
}

const startsWith = (head: Buffer, bytes: number[], at = 0) => bytes.every((byte, i) => head[at + i] === byte);

/** The picture format the bytes are, whatever the name says. */
export function sniffImage(head: Buffer): 'png' | 'jpeg' | 'gif' | 'webp' | 'bmp' | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (head.subarray(0, 6).toString('latin1') === 'GIF87a' || head.subarray(0, 6).toString('latin1') === 'GIF89a') return 'gif';
  if (head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  if (head.subarray(0, 2).toString('latin1') === 'BM') return 'bmp';
  return null;
}

function looksExecutable(head: Buffer): boolean {
  return (
    startsWith(head, [0x4d, 0x5a]) || // MZ: Windows programs
    startsWith(head, [0x7f, 0x45, 0x4c, 0x46]) || // ELF
    startsWith(head, [0xcf, 0xfa, 0xed, 0xfe]) || // Mach-O
    startsWith(head, [0xfe, 0xed, 0xfa, 0xcf]) ||
    startsWith(head, [0xca, 0xfe, 0xba, 0xbe]) ||
    startsWith(head, [0x23, 0x21]) // #! scripts
  );
}

function looksLikeMarkup(head: Buffer): boolean {
  const text = head.toString('latin1').replace(/^\uFEFF|^\xEF\xBB\xBF/, '').trimStart().slice(0, 256).toLowerCase();
  return /^<(!doctype\s+html|html|head|body|script|svg|\?xml[^>]*>\s*<svg)/.test(text);
}

/**
 * Whether the first bytes of an upload fit the type its name promises: pictures and PDFs must
 * be what they claim; nothing may be a program or a web page.
 */
export function contentMatches(extension: string, head: Buffer): boolean {
  const type = FILE_TYPES[extension];
  if (!type || looksExecutable(head) || looksLikeMarkup(head)) return false;
  if (type.kind === 'image') {
    const sniffed = sniffImage(head);
    return sniffed !== null && (sniffed === extension || (sniffed === 'jpeg' && extension === 'jpg'));
  }
  if (type.kind === 'pdf') return head.subarray(0, 5).toString('latin1') === '%PDF-';
  return true;
}
