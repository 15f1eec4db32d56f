import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { link, mkdir, open, rmdir, stat, unlink } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { contentMatches, extensionOf } from './file-types';
import { encodeObjPath, isObjPath } from './object-path';
import { Refusal } from '../refusal';

/**
 * The one module that knows where files live. Routes speak to `ObjectStorage` only, so a
 * MinIO/S3 backend (whose presigned addresses are its own) can replace the local disk.
 */
export interface ObjectStorage {
  /** An address the file can be PUT to without a session, valid for `ttlSeconds`. */
  presignedPutUrl(objPath: string, ttlSeconds?: number): string;
  /** An address the file can be read from without a session, valid for `ttlSeconds`. */
  presignedGetUrl(objPath: string, ttlSeconds?: number): string;
  verify(method: SignedMethod, objPath: string, expires: unknown, signature: unknown): SignatureCheck;
  /**
   * Stores the stream under objPath once, whole or not at all. Past `maxBytes` it refuses with
   * 413 and `tooLargeMsg` (default: the size limit's message).
   */
  put(objPath: string, source: Readable, options: { maxBytes: number; tooLargeMsg?: string }): Promise<{ size: number }>;
  stat(objPath: string): Promise<{ size: number; modified: Date } | null>;
  read(objPath: string): Readable;
  /** Deletes the file and its folder; a file already gone is no error. */
  remove(objPath: string): Promise<void>;
}

export type SignedMethod = 'GET' | 'PUT';
export type SignatureCheck = 'valid' | 'expired' | 'invalid';

export const STORAGE_MSG = {
  /** A signed address that was altered, or made for another file or method. */
  badSignature: '访问地址无效',
  expired: '访问地址已过期，请重新获取',
  tooLarge: (limit: string) => `文件大小不能超过${limit}`,
  typeRefused: '不支持该文件类型',
  contentMismatch: '文件内容与类型不符',
  exists: '该文件已上传，请重新获取上传地址',
  notFound: '文件不存在或已被删除',
  badPath: '文件路径无效',
  /** A record names a file the storage did not issue and store (a made-up path, another site's address). */
  notStored: '附件地址无效，请重新上传',
  quotaReached: (limit: string) => `您上传的文件合计不能超过${limit}，已达上限（未被使用的文件一天后自动清除）`,
} as const;

export const PUT_URL_TTL_SECONDS = 10 * 60;
export const GET_URL_TTL_SECONDS = 60 * 60;

export interface LocalStorageOptions {
  /** Directory holding the files; created when missing. */
  root: string;
  /** Where the object route answers, e.g. /api/commMinio/object. */
  publicPath: string;
  /** HMAC key; default: STORAGE_SECRET, else one generated once into `<root>/.secret`. */
  secret?: string;
  now?: () => number;
}

/** Kept beside the files (mode 600) so every process sharing the directory signs alike. */
function loadSecret(root: string): string {
  if (process.env.STORAGE_SECRET) return process.env.STORAGE_SECRET;
  const file = join(root, '.secret');
  try {
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
}

export function createLocalStorage(options: LocalStorageOptions): ObjectStorage {
  const root = resolve(options.root);
  mkdirSync(join(root, '.tmp'), { recursive: true });
  removeStaleParts(join(root, '.tmp'));
  const secret = options.secret ?? loadSecret(root);
  const now = options.now ?? (() => Date.now());

  const signature = (method: SignedMethod, objPath: string, expires: number) =>
    createHmac('sha256', secret).update(`${method}\n${objPath}\n${expires}`).digest('base64url');

  const address = (method: SignedMethod, objPath: string, ttlSeconds: number) => {
    const expires = Math.floor(now() / 1000) + ttlSeconds;
    const query = new URLSearchParams({ expires: String(expires), signature: signature(method, objPath, expires) });
    return `${options.publicPath}/${encodeObjPath(objPath)}?${query}`;
  };

  /** Never outside the root: the path must be one of ours, and resolves below root anyway. */
  const fileOf = (objPath: string) => {
    const file = resolve(root, objPath);
    if (!isObjPath(objPath) || !file.startsWith(root + sep)) throw new Refusal(400, STORAGE_MSG.badPath);
    return file;
  };

  return {
    presignedPutUrl: (objPath, ttlSeconds = PUT_URL_TTL_SECONDS) => address('PUT', objPath, ttlSeconds),
    presignedGetUrl: (objPath, ttlSeconds = GET_URL_TTL_SECONDS) => address('GET', objPath, ttlSeconds),

    verify(method, objPath, expires, given) {
      if (typeof expires !== 'string' || !/^\d{1,12}$/.test(expires) || typeof given !== 'string') return 'invalid';
      const expected = Buffer.from(signature(method, objPath, Number(expires)));
      const actual = Buffer.from(given);
      if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return 'invalid';
      return Number(expires) * 1000 < now() ? 'expired' : 'valid';
    },

    async put(objPath, source, { maxBytes, tooLargeMsg }) {
      const file = fileOf(objPath);
      const temporary = join(root, '.tmp', randomUUID());
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          if (size > maxBytes) done(new Refusal(413, tooLargeMsg ?? STORAGE_MSG.tooLarge(formatLimit(maxBytes))));
          else done(null, chunk);
        },
      });
      try {
        // The source is not destroyed on a refusal (that would drop the connection before the
        // answer): the rest of it is read and discarded instead.
        source.on('error', (error) => counter.destroy(error));
        counter.on('error', () => {
          source.unpipe(counter);
          source.resume();
        });
        source.pipe(counter);
        await pipeline(counter, createWriteStream(temporary, { flags: 'wx', mode: 0o640 }));
        if (!contentMatches(extensionOf(objPath), await headOf(temporary))) throw new Refusal(415, STORAGE_MSG.contentMismatch);
        await mkdir(dirname(file), { recursive: true });
        // A hard link never replaces an existing file: an object, once stored, stays as it was.
        await link(temporary, file).catch((error: NodeJS.ErrnoException) => {
          throw error.code === 'EEXIST' ? new Refusal(409, STORAGE_MSG.exists) : error;
        });
        return { size };
      } finally {
        await unlink(temporary).catch(() => undefined);
      }
    },

    async stat(objPath) {
      try {
        const info = await stat(fileOf(objPath));
        return info.isFile() ? { size: info.size, modified: info.mtime } : null;
      } catch (error) {
        if (error instanceof Refusal || (error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    read: (objPath) => createReadStream(fileOf(objPath)),

    async remove(objPath) {
      const file = fileOf(objPath);
      await unlink(file).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
      // The file's own random folder; the day's folder is shared and stays.
      await rmdir(dirname(file)).catch(() => undefined);
    },
  };
}

/** Parts left by a process stopped mid-upload; a day old, no upload can still be writing them. */
function removeStaleParts(dir: string): void {
  const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
  for (const name of readdirSync(dir)) {
    try {
      if (statSync(join(dir, name)).mtimeMs < dayAgo) rmSync(join(dir, name), { force: true });
    } catch {
      // Another process removed it first.
    }
  }
}

async function headOf(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(512);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

export function formatLimit(bytes: number): string {
  const gigabyte = 1024 * 1024 * 1024;
  if (bytes >= gigabyte && bytes % gigabyte === 0) return `${bytes / gigabyte}GB`;
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)}MB` : `${Math.round(bytes / 1024)}KB`;
}
