import { randomUUID } from 'node:crypto';

/** The random folder of a path (a UUID), the file's key: a record's text names the file wherever it holds this. */
export const FILE_KEY_PATTERN = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/**
 * Object paths are chosen by the server: `yyyy/MM/dd/<uuid>/<file name>`. The random folder
 * makes a path unguessable (knowing it is what lets a user ask for its address) and keeps two
 * files of the same name apart; the last segment keeps the name the user gave, made safe.
 */
const OBJ_PATH = new RegExp(`^\\d{4}/\\d{2}/\\d{2}/${FILE_KEY_PATTERN}/([^/]+)$`);

export const MAX_FILE_NAME_LENGTH = 120;

/**
 * A file name safe on any disk and in any header: no folders, no control or reserved
 * characters, no leading dots, at most 120 characters with the extension kept.
 */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  let cleaned = base
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f<>:"|?*%#;\u202a-\u202e\u2066-\u2069]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '')
    .replace(/[.\s]+$/, '');
  if (cleaned.length > MAX_FILE_NAME_LENGTH) {
    const dot = cleaned.lastIndexOf('.');
    const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
    cleaned = cleaned.slice(0, MAX_FILE_NAME_LENGTH - extension.length) + extension;
  }
  return cleaned || 'file';
}

const two = (n: number) => String(n).padStart(2, '0');

export function newObjPath(name: string, now = new Date()): string {
  const day = `${now.getFullYear()}/${two(now.getMonth() + 1)}/${two(now.getDate())}`;
  return `${day}/${randomUUID()}/${safeFileName(name)}`;
}

/** Only paths of the server's own making are accepted, so none can leave the storage root. */
export function isObjPath(value: string): boolean {
  const match = OBJ_PATH.exec(value);
  return !!match && safeFileName(match[1]) === match[1];
}

/** The key of a path: unique to the file, and unchanged by the percent-encoding of an address. */
export function fileKeyOf(objPath: string): string {
  return objPath.split('/')[3] ?? '';
}

export function fileNameOf(objPath: string): string {
  return objPath.slice(objPath.lastIndexOf('/') + 1);
}

/** The path as it appears in an address: each segment percent-encoded. */
export function encodeObjPath(objPath: string): string {
  return objPath.split('/').map(encodeURIComponent).join('/');
}
