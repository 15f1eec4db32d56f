import type { Readable } from 'node:stream';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { storedFile } from '../../db/schema';
import { fileKeyOf, isObjPath } from './object-path';
import { STORAGE_MSG, formatLimit, type ObjectStorage } from './storage.service';
import { Refusal } from '../refusal';

/** The database or a transaction on it. */
export type FilesExecutor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute' | 'transaction'>;

/** What one user's uploads may hold together, in MB, unless UPLOAD_QUOTA_MB says otherwise. */
export const DEFAULT_UPLOAD_QUOTA_MB = 2048;

/** UPLOAD_QUOTA_MB as bytes: the one place the quota is read from the environment. */
export function uploadQuotaFromEnv(value = process.env.UPLOAD_QUOTA_MB): number {
  if (!value) return DEFAULT_UPLOAD_QUOTA_MB * 1024 * 1024;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`UPLOAD_QUOTA_MB must be a whole number of at least 1, not "${value}"`);
  return parsed * 1024 * 1024;
}

/** Serialises the quota checks of one uploader (key 2 is the user id), on every server. */
const QUOTA_LOCK = 0x71756f74;

/**
 * The one check for a file a record names, wherever the name enters (a draft's attachments, an
 * event's payload, a reply's files, a menu icon): the path must be one the storage issued and
 * stored (a row of stored_file). A made-up path, a path out of the storage or another site's
 * address is refused with 400 and nothing is written. Call it inside the transaction that
 * writes the reference: the rows stay share-locked until it commits, so the orphan sweep can
 * never remove a file between this check and the record that names it.
 */
export async function requireStoredFiles(tx: FilesExecutor, objPaths: readonly string[]): Promise<void> {
  const paths = [...new Set(objPaths)];
  if (paths.length === 0) return;
  if (!paths.every(isObjPath)) throw new Refusal(400, STORAGE_MSG.notStored);
  const found = await tx
    .select({ objPath: storedFile.objPath })
    .from(storedFile)
    .where(and(inArray(storedFile.objPath, paths), isNotNull(storedFile.storedTime)))
    .for('share');
  if (found.length !== paths.length) throw new Refusal(400, STORAGE_MSG.notStored);
}

/**
 * The paths of a list of attachments `{ name, objPath }`, as a body sent it. What is not a list
 * names nothing (its schema refuses it); an entry without a path gives one the check refuses.
 */
export function pathsOf(files: unknown): string[] {
  if (!Array.isArray(files)) return [];
  return files.map((file: unknown) => {
    const objPath = (file as { objPath?: unknown } | null)?.objPath;
    return typeof objPath === 'string' ? objPath : '';
  });
}

export interface UploadBookOptions {
  db: Database;
  storage: ObjectStorage;
  /** Bytes one user's uploads may hold together (uploadQuotaFromEnv). */
  quotaBytes: number;
  now?: () => number;
}

export interface UploadBook {
  readonly quotaBytes: number;
  /** Bytes the user's uploads hold now, reservations of running uploads included. */
  usedBytes(userId: number, db?: FilesExecutor): Promise<number>;
  /** Records a path handed to the user for a PUT; refused with 413 when their uploads fill the quota. */
  issue(userId: number, objPath: string): Promise<void>;
  /**
   * Stores the body of a PUT to an issued path: reserves its bytes against the uploader's quota
   * first (under a lock, so parallel uploads cannot overrun it), releases them if the file is
   * refused. `declaredBytes` is the Content-Length, when the client sent one.
   */
  receive(objPath: string, source: Readable, limits: { maxBytes: number; declaredBytes?: number }): Promise<{ size: number }>;
  /** Issues a path and stores the file at once (the editor's picture upload). */
  receiveNew(userId: number, objPath: string, source: Readable, limits: { maxBytes: number }): Promise<{ size: number }>;
}

export function createUploadBook({ db, storage, quotaBytes, now = () => Date.now() }: UploadBookOptions): UploadBook {
  const at = () => new Date(now());
  const quotaRefusal = () => new Refusal(413, STORAGE_MSG.quotaReached(formatLimit(quotaBytes)));

  async function usedBytes(userId: number, executor: FilesExecutor = db): Promise<number> {
    const [{ used }] = await executor
      .select({ used: sql<string>`coalesce(sum(${storedFile.bytes}), 0)` })
      .from(storedFile)
      .where(eq(storedFile.fkUserId, userId));
    return Number(used);
  }

  /** What the user may still store, under their lock (held until the transaction ends). */
  async function remainingFor(tx: FilesExecutor, userId: number | null): Promise<number> {
    if (userId === null) return Number.MAX_SAFE_INTEGER;
    await tx.execute(sql`select pg_advisory_xact_lock(${QUOTA_LOCK}, ${userId})`);
    return quotaBytes - (await usedBytes(userId, tx));
  }

  /** Runs the reservation; a refusal reads the rest of the body and discards it, so the answer still reaches the client. */
  async function reserving<T>(source: Readable, reserve: () => Promise<T>): Promise<T> {
    try {
      return await reserve();
    } catch (error) {
      source.resume();
      throw error;
    }
  }

  /** Stores into a reserved row; gives the reservation back if the file is refused. */
  async function storeReserved(objPath: string, source: Readable, maxBytes: number, tooLargeMsg: string | undefined, onRefusal: 'release' | 'forget') {
    try {
      const { size } = await storage.put(objPath, source, { maxBytes, tooLargeMsg });
      await db.update(storedFile).set({ bytes: size, storedTime: at() }).where(eq(storedFile.objPath, objPath));
      return { size };
    } catch (error) {
      const row = and(eq(storedFile.objPath, objPath), isNull(storedFile.storedTime));
      await (onRefusal === 'forget' ? db.delete(storedFile).where(row) : db.update(storedFile).set({ bytes: 0 }).where(row));
      throw error;
    }
  }

  /** The issued row of a PUT, its bytes reserved: its Content-Length, or what the quota leaves. */
  async function reserveIssued(tx: FilesExecutor, objPath: string, maxBytes: number, declaredBytes: number | undefined) {
    const [row] = await tx.select().from(storedFile).where(eq(storedFile.objPath, objPath)).for('update');
    // A signed address of a path no longer on the books (swept, or signed before they were kept).
    if (!row) throw new Refusal(403, STORAGE_MSG.expired);
    if (row.storedTime || row.bytes > 0) throw new Refusal(409, STORAGE_MSG.exists);
    const remaining = await remainingFor(tx, row.fkUserId);
    if (remaining <= 0 || (declaredBytes !== undefined && declaredBytes > remaining)) throw quotaRefusal();
    const allowed = Math.min(maxBytes, remaining);
    // A body is never longer than it said; without a length it may take what is allowed.
    const bytes = declaredBytes ?? allowed;
    await tx.update(storedFile).set({ bytes }).where(eq(storedFile.objPath, objPath));
    return { bytes, byQuota: allowed < maxBytes };
  }

  /** A new row for the user, reserving what the quota leaves of `maxBytes`. */
  async function reserveNew(tx: FilesExecutor, userId: number, objPath: string, maxBytes: number) {
    const remaining = await remainingFor(tx, userId);
    if (remaining <= 0) throw quotaRefusal();
    const bytes = Math.min(maxBytes, remaining);
    await tx.insert(storedFile).values({ objPath, fileKey: fileKeyOf(objPath), fkUserId: userId, bytes, createTime: at() });
    return { bytes, byQuota: bytes < maxBytes };
  }

  return {
    quotaBytes,
    usedBytes,

    async issue(userId, objPath) {
      if ((await usedBytes(userId)) >= quotaBytes) throw quotaRefusal();
      await db.insert(storedFile).values({ objPath, fileKey: fileKeyOf(objPath), fkUserId: userId, createTime: at() });
    },

    async receive(objPath, source, { maxBytes, declaredBytes }) {
      const { bytes, byQuota } = await reserving(source, () => db.transaction((tx) => reserveIssued(tx, objPath, maxBytes, declaredBytes)));
      return storeReserved(objPath, source, bytes, byQuota ? quotaRefusal().msg : undefined, 'release');
    },

    async receiveNew(userId, objPath, source, { maxBytes }) {
      const { bytes, byQuota } = await reserving(source, () => db.transaction((tx) => reserveNew(tx, userId, objPath, maxBytes)));
      return storeReserved(objPath, source, bytes, byQuota ? quotaRefusal().msg : undefined, 'forget');
    },
  };
}
