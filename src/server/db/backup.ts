import { createReadStream, createWriteStream, existsSync, readdirSync } from 'node:fs';
import { lstat, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { createGunzip, createGzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { DataDirInUseError, lockDataDir } from './data-dir-lock';

/**
 * Backup and restore of the embedded database (`npm run backup`, `npm run restore`).
 *
 * A backup is one ordinary .tar.gz (`tar -tzf` lists it):
 *   rdlz-backup.json   what it holds: time, PostgreSQL version, row count of every table, files
 *   pglite.tar         PGlite's own dump of DATA_DIR/pglite (`dumpDataDir`), loaded back with `loadDataDir`
 *   files/…            DATA_DIR/files: the uploaded files and their signing secret (`.secret`)
 *
 * Both sides need the server stopped: PGlite is one process's database, and a second process
 * opening the directory beside a running server would corrupt it. While PGlite has a directory
 * open it keeps `postmaster.pid` in it and removes it when closed, so its presence means "in
 * use, or the last server did not stop cleanly"; backup and restore refuse then.
 *
 * Restore never touches the current database until the backup has been read, loaded, counted
 * and migrated in a staging directory beside it; then the directories are swapped by rename,
 * and a replaced database is kept in DATA_DIR/replaced-<time>/.
 */

export const BACKUP_FORMAT = 'rdlz-backup';
const MANIFEST_ENTRY = 'rdlz-backup.json';
const DATABASE_ENTRY = 'pglite.tar';
const FILES_PREFIX = 'files/';
/** Parts of uploads in progress: never worth keeping. */
const SKIPPED_FILES = new Set(['.tmp']);
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: 1;
  createdAt: string;
  postgres: string;
  /** Rows per table of the public schema when the backup was taken. */
  counts: Record<string, number>;
  files: number;
  fileBytes: number;
}

export interface BackupResult {
  file: string;
  bytes: number;
  ms: number;
  manifest: BackupManifest;
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Rows per table of the restored database, before migrating (equal to the manifest's). */
  counts: Record<string, number>;
  /** Migrations the backup lacked and restore applied (0 when made by this version). */
  migrationsApplied: number;
  /** Where the database and files it replaced were moved (--force), else null. */
  replacedDir: string | null;
  ms: number;
}

/** A refusal or failure to explain to the operator; the scripts print its message and exit 1. */
export class BackupError extends Error {
  override name = 'BackupError';
}

/** DATA_DIR of the embedded database; refuses when the server runs on PostgreSQL (DATABASE_URL). */
export function embeddedDataDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.DATABASE_URL) {
    throw new BackupError(
      'DATABASE_URL is set: the database is PostgreSQL, which this script does not back up. Use PostgreSQL\'s own tools, e.g.\n' +
        '  pg_dump --format=custom --file=rdlz.dump "$DATABASE_URL"\n' +
        '  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" rdlz.dump\n' +
        'and copy DATA_DIR/files beside it (docs/operations.md).',
    );
  }
  return env.DATA_DIR ?? './data';
}

const two = (n: number) => String(n).padStart(2, '0');
/** Local time, sortable, safe in file names: 20260521-143005. */
export function timestamp(now = new Date()): string {
  return `${now.getFullYear()}${two(now.getMonth() + 1)}${two(now.getDate())}-${two(now.getHours())}${two(now.getMinutes())}${two(now.getSeconds())}`;
}

function assertNotInUse(pgliteDir: string) {
  if (existsSync(join(pgliteDir, 'postmaster.pid'))) {
    throw new BackupError(
      `The database in ${pgliteDir} is in use: a server has it open, or the last one did not stop cleanly (postmaster.pid is there).\n` +
        'Stop the server (Ctrl-C or SIGTERM, which closes the database) and run this again. If no server is running, start it once\n' +
        'and stop it, so the database recovers and closes cleanly.',
    );
  }
}

/**
 * Runs `act` holding the embedded database's lock (db/data-dir-lock.ts), so no server can open
 * the directory while a backup reads it or a restore replaces it, and neither starts beside a server.
 */
async function whileLocked<T>(dataDir: string, purpose: 'backup' | 'restore', act: () => Promise<T>): Promise<T> {
  const pgliteDir = join(resolve(dataDir), 'pglite');
  let lock;
  try {
    lock = await lockDataDir(pgliteDir, purpose);
  } catch (error) {
    if (error instanceof DataDirInUseError) throw new BackupError(`${error.message}\nStop the server (Ctrl-C or SIGTERM) and run this again.`);
    throw error;
  }
  try {
    return await act();
  } finally {
    await lock.release();
  }
}

const entriesOf = (dir: string) => (existsSync(dir) ? readdirSync(dir) : []);

/** Every table of the public schema and its row count. */
async function countRows(client: PGlite): Promise<Record<string, number>> {
  const tables = await client.query<{ name: string }>(
    `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const result = await client.query<{ n: number }>(`select count(*)::int as n from public."${name.replaceAll('"', '""')}"`);
    counts[name] = result.rows[0].n;
  }
  return counts;
}

async function appliedMigrations(client: PGlite): Promise<number> {
  const result = await client.query<{ n: number }>(
    `select case when to_regclass('drizzle.__drizzle_migrations') is null then 0 else (select count(*)::int from drizzle.__drizzle_migrations) end as n`,
  );
  return result.rows[0].n;
}

// ---------------------------------------------------------------- tar (ustar + pax long names)

const BLOCK = 512;
const padding = (size: number) => (BLOCK - (size % BLOCK)) % BLOCK;

function octal(block: Buffer, offset: number, length: number, value: number) {
  block.write(value.toString(8).padStart(length - 1, '0') + '\0', offset, length, 'latin1');
}

function header(name: string, size: number, type: '0' | 'x', mtime: number, mode = 0o644): Buffer {
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0, 100, 'utf8');
  octal(block, 100, 8, mode);
  octal(block, 108, 8, 0);
  octal(block, 116, 8, 0);
  octal(block, 124, 12, size);
  octal(block, 136, 12, Math.floor(mtime / 1000));
  block.fill(' ', 148, 156);
  block.write(type, 156, 1, 'latin1');
  block.write('ustar\0' + '00', 257, 8, 'latin1');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(sum.toString(8).padStart(6, '0') + '\0 ', 148, 8, 'latin1');
  return block;
}

/** The header(s) of one file: a pax record first when the name does not fit ustar's 100 bytes. */
function headersFor(name: string, size: number, mtime: number, mode?: number): Buffer[] {
  if (Buffer.byteLength(name) <= 100) return [header(name, size, '0', mtime, mode)];
  const body = ` path=${name}\n`;
  let length = Buffer.byteLength(body);
  while (String(length).length + Buffer.byteLength(body) !== length) length = String(length).length + Buffer.byteLength(body);
  const record = Buffer.from(`${length}${body}`);
  const shortName = `long-name-${Buffer.from(name).toString('hex').slice(-40)}`;
  return [header('PaxHeader', record.length, 'x', mtime), record, Buffer.alloc(padding(record.length)), header(shortName, size, '0', mtime, mode)];
}

function* bufferEntry(name: string, data: Buffer, mtime: number): Generator<Buffer> {
  yield* headersFor(name, data.length, mtime);
  yield data;
  yield Buffer.alloc(padding(data.length));
}

interface FileToCopy {
  path: string;
  name: string;
  size: number;
  mtime: number;
  mode: number;
}

async function listFiles(filesDir: string): Promise<FileToCopy[]> {
  const found: FileToCopy[] = [];
  async function walk(dir: string) {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (dir === filesDir && SKIPPED_FILES.has(entry.name)) continue;
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile()) {
        const info = await stat(path);
        found.push({ path, name: FILES_PREFIX + relative(filesDir, path).split(sep).join('/'), size: info.size, mtime: info.mtimeMs, mode: info.mode & 0o777 });
      }
    }
  }
  if (existsSync(filesDir)) await walk(filesDir);
  return found.sort((a, b) => (a.name < b.name ? -1 : 1));
}

async function* archive(manifest: BackupManifest, databaseTar: Buffer, files: FileToCopy[]): AsyncGenerator<Buffer> {
  const now = Date.now();
  yield* bufferEntry(MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 2) + '\n'), now);
  yield* bufferEntry(DATABASE_ENTRY, databaseTar, now);
  for (const file of files) {
    yield* headersFor(file.name, file.size, file.mtime, file.mode);
    let copied = 0;
    for await (const chunk of createReadStream(file.path)) {
      copied += (chunk as Buffer).length;
      if (copied > file.size) break;
      yield chunk as Buffer;
    }
    if (copied !== file.size) throw new BackupError(`${file.path} changed while it was copied; is a server running on this DATA_DIR?`);
    yield Buffer.alloc(padding(file.size));
  }
  yield Buffer.alloc(BLOCK * 2);
}

/** Reads exactly the bytes asked for from a stream of chunks. */
class ByteReader {
  private chunks: Buffer[] = [];
  private length = 0;
  private ended = false;
  constructor(private readonly source: AsyncIterator<Buffer>) {}

  private async fill(n: number): Promise<boolean> {
    while (this.length < n && !this.ended) {
      const next = await this.source.next();
      if (next.done) this.ended = true;
      else {
        this.chunks.push(next.value);
        this.length += next.value.length;
      }
    }
    return this.length >= n;
  }

  /** The next n bytes, or null at the very end of the stream. */
  async read(n: number): Promise<Buffer | null> {
    if (!(await this.fill(n))) {
      if (this.length === 0) return null;
      throw new BackupError('the archive ends in the middle of an entry (truncated)');
    }
    const out: Buffer[] = [];
    let need = n;
    while (need > 0) {
      const chunk = this.chunks[0];
      if (chunk.length <= need) {
        out.push(chunk);
        this.chunks.shift();
        need -= chunk.length;
      } else {
        out.push(chunk.subarray(0, need));
        this.chunks[0] = chunk.subarray(need);
        need = 0;
      }
    }
    this.length -= n;
    return out.length === 1 ? out[0] : Buffer.concat(out);
  }

  /** Reads and drops the rest of the stream. */
  async drain(): Promise<void> {
    while (!this.ended) await this.fill(this.length + 1);
    this.chunks = [];
    this.length = 0;
  }

  async mustRead(n: number): Promise<Buffer> {
    const bytes = await this.read(n);
    if (!bytes) throw new BackupError('the archive ends in the middle of an entry (truncated)');
    return bytes;
  }
}

const text = (block: Buffer, offset: number, length: number) => {
  const field = block.subarray(offset, offset + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString('utf8');
};
const number = (block: Buffer, offset: number, length: number) => parseInt(text(block, offset, length).trim() || '0', 8);

interface TarEntry {
  name: string;
  type: string;
  size: number;
  mode: number;
}

/** Calls `onEntry` for each entry; it must read exactly `size` bytes of the body from the reader. */
async function readTar(reader: ByteReader, onEntry: (entry: TarEntry, reader: ByteReader) => Promise<void>) {
  let longName: string | null = null;
  for (;;) {
    const block = await reader.read(BLOCK);
    if (!block || block.every((byte) => byte === 0)) return;
    const stored = number(block, 148, 8);
    block.fill(' ', 148, 156);
    let sum = 0;
    for (const byte of block) sum += byte;
    if (sum !== stored) throw new BackupError('an entry header is damaged (checksum mismatch)');
    const type = String.fromCharCode(block[156] || 0x30);
    const size = number(block, 124, 12);
    const prefix = text(block, 345, 155);
    const name = longName ?? (prefix ? `${prefix}/${text(block, 0, 100)}` : text(block, 0, 100));
    longName = null;
    if (type === 'x' || type === 'L') {
      const body = (await reader.mustRead(size)).toString('utf8');
      await reader.mustRead(padding(size));
      if (type === 'L') longName = body.replace(/\0+$/, '');
      else longName = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(body)?.[1] ?? null;
      continue;
    }
    if (type === 'g' || type === '5') {
      await reader.mustRead(size + padding(size));
      continue;
    }
    if (type !== '0') throw new BackupError(`unexpected entry "${name}" of type ${type}`);
    await onEntry({ name, type, size, mode: number(block, 100, 8) }, reader);
    await reader.mustRead(padding(size));
  }
}

// ---------------------------------------------------------------- backup

export interface BackupOptions {
  /** DATA_DIR: the database is in <dataDir>/pglite, the uploads in <dataDir>/files. */
  dataDir: string;
  /** Default: <dataDir>/backups/rdlz-<time>.tar.gz. Never overwritten. */
  file?: string;
  now?: Date;
}

/** Writes the embedded database and the uploaded files of a stopped server to one .tar.gz. */
export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  return whileLocked(options.dataDir, 'backup', () => backUp(options));
}

async function backUp({ dataDir, file, now = new Date() }: BackupOptions): Promise<BackupResult> {
  const started = performance.now();
  const root = resolve(dataDir);
  const pgliteDir = join(root, 'pglite');
  if (!existsSync(join(pgliteDir, 'PG_VERSION'))) throw new BackupError(`There is no embedded database in ${pgliteDir} to back up.`);
  assertNotInUse(pgliteDir);
  const target = resolve(file ?? join(root, 'backups', `rdlz-${timestamp(now)}.tar.gz`));
  if (existsSync(target)) throw new BackupError(`${target} exists already; choose another name.`);

  const client = new PGlite(pgliteDir);
  let counts: Record<string, number>;
  let postgres: string;
  let databaseTar: Buffer;
  try {
    await client.waitReady;
    counts = await countRows(client);
    postgres = (await client.query<{ v: string }>('select version() as v')).rows[0].v;
    databaseTar = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
  } finally {
    await client.close();
  }

  const files = await listFiles(join(root, 'files'));
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    version: 1,
    createdAt: now.toISOString(),
    postgres,
    counts,
    files: files.length,
    fileBytes: files.reduce((sum, f) => sum + f.size, 0),
  };

  await mkdir(dirname(target), { recursive: true });
  // Written under another name and renamed when complete, so a half-written backup never looks like one.
  const partial = `${target}.partial`;
  try {
    await pipeline(Readable.from(archive(manifest, databaseTar, files)), createGzip(), createWriteStream(partial, { flags: 'w', mode: 0o600 }));
    await rename(partial, target);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return { file: target, bytes: (await stat(target)).size, ms: Math.round(performance.now() - started), manifest };
}

// ---------------------------------------------------------------- restore

export interface RestoreOptions {
  dataDir: string;
  file: string;
  /** Replace a database that is there (it is moved to <dataDir>/replaced-<time>/, not deleted). */
  force?: boolean;
  now?: Date;
}

/** A name inside files/ that stays there: no absolute paths, no `..`, nothing odd. */
function safeFilePath(filesRoot: string, name: string): string {
  const rest = name.slice(FILES_PREFIX.length);
  const parts = rest.split('/');
  if (!rest || parts.some((part) => part === '' || part === '.' || part === '..' || part.includes('\\') || part.includes('\0'))) {
    throw new BackupError(`unsafe file name in the backup: ${name}`);
  }
  const path = resolve(filesRoot, ...parts);
  if (!path.startsWith(filesRoot + sep)) throw new BackupError(`unsafe file name in the backup: ${name}`);
  return path;
}

/** Reads the backup into `staging`: files to staging/files; the manifest and database dump are returned. */
async function unpack(file: string, staging: string): Promise<{ manifest: BackupManifest; databaseTar: Buffer }> {
  const filesRoot = join(staging, 'files');
  const gunzip = createGunzip();
  const source = createReadStream(file);
  source.on('error', (error) => gunzip.destroy(error));
  source.pipe(gunzip);
  const reader = new ByteReader(gunzip[Symbol.asyncIterator]());
  const found: { manifest?: BackupManifest; databaseTar?: Buffer } = {};
  try {
    await readTar(reader, async (entry) => {
      if (!found.manifest) {
        if (entry.name !== MANIFEST_ENTRY || entry.size > 1_000_000) throw new BackupError(`it does not start with ${MANIFEST_ENTRY}`);
        const parsed = JSON.parse((await reader.mustRead(entry.size)).toString('utf8')) as BackupManifest;
        if (parsed.format !== BACKUP_FORMAT || parsed.version !== 1 || typeof parsed.counts !== 'object') throw new BackupError(`${MANIFEST_ENTRY} is not one this version reads`);
        found.manifest = parsed;
        return;
      }
      if (entry.name === DATABASE_ENTRY) {
        found.databaseTar = await reader.mustRead(entry.size);
        return;
      }
      if (!entry.name.startsWith(FILES_PREFIX)) throw new BackupError(`unexpected entry ${entry.name}`);
      const path = safeFilePath(filesRoot, entry.name);
      await mkdir(dirname(path), { recursive: true });
      const out = createWriteStream(path, { flags: 'wx', mode: entry.mode & 0o777 || 0o644 });
      let left = entry.size;
      async function* body() {
        while (left > 0) {
          const chunk = await reader.mustRead(Math.min(left, 1 << 20));
          left -= chunk.length;
          yield chunk;
        }
      }
      await pipeline(Readable.from(body()), out);
    });
    // To the end of the stream, so gzip's checksum of the whole archive is checked too.
    await reader.drain();
  } catch (error) {
    source.destroy();
    gunzip.destroy();
    if (error instanceof BackupError) throw new BackupError(`${file} is not a usable backup: ${error.message}`);
    const message = error instanceof Error ? error.message : String(error);
    throw new BackupError(`${file} is not a usable backup (damaged, or not a .tar.gz made by npm run backup): ${message}`);
  }
  if (!found.manifest) throw new BackupError(`${file} is not a usable backup: it is empty`);
  if (!found.databaseTar) throw new BackupError(`${file} is not a usable backup: it holds no ${DATABASE_ENTRY}`);
  return { manifest: found.manifest, databaseTar: found.databaseTar };
}

/** A database is there when its directory has anything in it, or files were uploaded. */
function holdsData(pgliteDir: string, filesDir: string): boolean {
  return entriesOf(pgliteDir).length > 0 || entriesOf(filesDir).some((name) => !SKIPPED_FILES.has(name) && name !== '.secret');
}

/**
 * Restores a backup into DATA_DIR: refuses while a server holds the database, and refuses to
 * replace one that is there unless `force`. The target is untouched until the backup has been
 * loaded, counted against its manifest and migrated in a staging directory.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  return whileLocked(options.dataDir, 'restore', () => restore(options));
}

async function restore({ dataDir, file, force = false, now = new Date() }: RestoreOptions): Promise<RestoreResult> {
  const started = performance.now();
  const root = resolve(dataDir);
  const source = resolve(file);
  const pgliteDir = join(root, 'pglite');
  const filesDir = join(root, 'files');
  if (!existsSync(source) || !(await lstat(source)).isFile()) throw new BackupError(`No backup file at ${source}.`);
  assertNotInUse(pgliteDir);
  const occupied = holdsData(pgliteDir, filesDir);
  if (occupied && !force) {
    throw new BackupError(
      `${root} already holds a database or uploaded files. Run again with --force to replace them (they are moved to ${join(root, 'replaced-<time>')}, not deleted).`,
    );
  }

  const stamp = timestamp(now);
  const staging = join(root, `.restore-${stamp}`);
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  let manifest: BackupManifest;
  let counts: Record<string, number>;
  let migrationsApplied: number;
  try {
    const unpacked = await unpack(source, staging);
    manifest = unpacked.manifest;
    await mkdir(join(staging, 'files'), { recursive: true });
    const client = new PGlite({ dataDir: join(staging, 'pglite'), loadDataDir: new Blob([new Uint8Array(unpacked.databaseTar)]) });
    try {
      await client.waitReady;
      counts = await countRows(client);
      const differs = Object.keys({ ...counts, ...manifest.counts }).filter((table) => counts[table] !== manifest.counts[table]);
      if (differs.length) {
        throw new BackupError(`${source} is not a usable backup: the restored rows differ from its manifest in ${differs.join(', ')}`);
      }
      const before = await appliedMigrations(client);
      await migrate(drizzle({ client }), { migrationsFolder });
      migrationsApplied = (await appliedMigrations(client)) - before;
    } finally {
      await client.close().catch(() => undefined);
    }
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    if (error instanceof BackupError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new BackupError(`${source} could not be restored; ${root} is untouched: ${message}`);
  }

  let replacedDir: string | null = null;
  if (occupied) {
    replacedDir = join(root, `replaced-${stamp}`);
    await mkdir(replacedDir, { recursive: true });
    if (existsSync(pgliteDir)) await rename(pgliteDir, join(replacedDir, 'pglite'));
    if (existsSync(filesDir)) await rename(filesDir, join(replacedDir, 'files'));
  } else {
    await rm(pgliteDir, { recursive: true, force: true });
    await rm(filesDir, { recursive: true, force: true });
  }
  await rename(join(staging, 'pglite'), pgliteDir);
  await rename(join(staging, 'files'), filesDir);
  await rm(staging, { recursive: true, force: true });
  return { manifest, counts, migrationsApplied, replacedDir, ms: Math.round(performance.now() - started) };
}
