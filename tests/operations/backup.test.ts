import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackupError, createBackup, embeddedDataDir, restoreBackup } from '@server/db/backup';
import { openDatabase } from '@server/db/database';
import { serverSecret } from '@server/db/schema';
import { seedDemoData } from '@server/seed';

const run = promisify(execFile);
const repo = fileURLToPath(new URL('../..', import.meta.url));

let root: string;
let source: string;
const marker = { name: 'backup-test-marker', value: randomBytes(8).toString('hex') };
const upload = { path: '2026/05/21/0b0c6a4e-8d7e-4c43-9b7e-5f0f3c2d1a99/关于加强农村公路养护的调研报告（附件一）.pdf', bytes: randomBytes(300_000) };

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Rows per table of the public schema, read through the app's own database layer. */
async function countsOf(dataDir: string): Promise<Record<string, number>> {
  const handle = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
  try {
    const tables = rowsOf<{ name: string }>(
      await handle.db.execute(sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`),
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables) {
      const [row] = rowsOf<{ n: number }>(await handle.db.execute(sql`select count(*)::int as n from ${sql.identifier(name)}`));
      counts[name] = row.n;
    }
    return counts;
  } finally {
    await handle.close();
  }
}

async function markerIn(dataDir: string): Promise<string | undefined> {
  const handle = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
  try {
    const [row] = await handle.db.select().from(serverSecret).where(eq(serverSecret.name, marker.name));
    return row?.value;
  } finally {
    await handle.close();
  }
}

/** Every folder, file and size under a directory: enough to see that nothing was touched. */
function snapshot(dir: string): string[] {
  const out: string[] = [];
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) {
        out.push(`${path.slice(dir.length)}/`);
        walk(path);
      } else out.push(`${path.slice(dir.length)} ${statSync(path).size}`);
    }
  };
  walk(dir);
  return out.sort();
}

let demoCounts: Record<string, number>;
let backupFile: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'rdlz-backup-test-'));
  source = join(root, 'source');
  const handle = await openDatabase({ kind: 'pglite', dataDir: join(source, 'pglite') });
  await handle.migrate();
  await seedDemoData(handle.db);
  await handle.db.insert(serverSecret).values(marker);
  await handle.close();
  mkdirSync(join(source, 'files', upload.path, '..'), { recursive: true });
  writeFileSync(join(source, 'files', upload.path), upload.bytes);
  writeFileSync(join(source, 'files', '.secret'), 'the-signing-secret', { mode: 0o600 });
  mkdirSync(join(source, 'files', '.tmp'));
  writeFileSync(join(source, 'files', '.tmp', 'half-an-upload'), 'partial');
  demoCounts = await countsOf(source);
});

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('npm run backup', () => {
  it('refuses while a server has the database open', async () => {
    const running = await openDatabase({ kind: 'pglite', dataDir: join(source, 'pglite') });
    try {
      await expect(createBackup({ dataDir: source })).rejects.toThrow(/in use.*\n.*Stop the server/s);
      expect(existsSync(join(source, 'backups'))).toBe(false);
    } finally {
      await running.close();
    }
  });

  it('writes the database and the uploaded files to one .tar.gz under DATA_DIR/backups', async () => {
    const result = await createBackup({ dataDir: source, now: new Date(2026, 4, 21, 14, 30, 5) });
    backupFile = result.file;
    expect(backupFile).toBe(join(source, 'backups', 'rdlz-20260521-143005.tar.gz'));
    expect(statSync(backupFile).size).toBe(result.bytes);
    expect(statSync(backupFile).mode & 0o777).toBe(0o600);
    expect(result.manifest.counts).toEqual(demoCounts);
    expect(result.manifest).toMatchObject({ format: 'rdlz-backup', files: 2, fileBytes: upload.bytes.length + 'the-signing-secret'.length });
    expect(demoCounts.proposal_history).toBeGreaterThan(0);
    console.log(
      `[figures] demo database backup: ${(result.bytes / 1024 / 1024).toFixed(1)} MB in ${result.ms} ms; ` +
        `${Object.values(demoCounts).reduce((a, b) => a + b, 0)} rows in ${Object.keys(demoCounts).length} tables, ${result.manifest.files} files`,
    );
    // An ordinary archive: GNU tar lists it, long UTF-8 names included.
    const { stdout } = await run('tar', ['-tzf', backupFile]);
    expect(stdout.split('\n').filter(Boolean)).toEqual(['rdlz-backup.json', 'pglite.tar', 'files/.secret', `files/${upload.path}`]);
    await expect(createBackup({ dataDir: source, file: backupFile })).rejects.toThrow(/exists already/);
  });
});

describe('npm run restore', () => {
  it('restores into an empty DATA_DIR after the original was changed and destroyed: the marker and every count are back', async () => {
    const handle = await openDatabase({ kind: 'pglite', dataDir: join(source, 'pglite') });
    await handle.db.delete(serverSecret).where(eq(serverSecret.name, marker.name));
    await handle.close();
    expect(await markerIn(source)).toBeUndefined();

    const target = join(root, 'target');
    const result = await restoreBackup({ dataDir: target, file: backupFile });
    console.log(`[figures] demo database restore (load, count, migrate): ${result.ms} ms`);
    expect(result).toMatchObject({ counts: demoCounts, migrationsApplied: 0, replacedDir: null });
    expect(await markerIn(target)).toBe(marker.value);
    expect(await countsOf(target)).toEqual(demoCounts);
    expect(readFileSync(join(target, 'files', upload.path)).equals(upload.bytes)).toBe(true);
    expect(readFileSync(join(target, 'files', '.secret'), 'utf8')).toBe('the-signing-secret');
    expect(existsSync(join(target, 'files', '.tmp'))).toBe(false);
    expect(readdirSync(target).sort()).toEqual(['files', 'pglite']);
    expect(existsSync(join(target, 'pglite', 'postmaster.pid'))).toBe(false);

    // The original destroyed: --force puts it back and keeps what it replaced.
    rmSync(join(source, 'files', upload.path));
    const again = await restoreBackup({ dataDir: source, file: backupFile, force: true });
    expect(again.replacedDir).toMatch(/replaced-\d{8}-\d{6}$/);
    expect(existsSync(join(again.replacedDir!, 'pglite', 'PG_VERSION'))).toBe(true);
    expect(await markerIn(source)).toBe(marker.value);
    expect(readFileSync(join(source, 'files', upload.path)).equals(upload.bytes)).toBe(true);
  });

  it('refuses to replace a database that is there without --force, and touches nothing', async () => {
    const target = join(root, 'target');
    const before = snapshot(target);
    await expect(restoreBackup({ dataDir: target, file: backupFile })).rejects.toThrow(/already holds a database.*--force/);
    expect(snapshot(target)).toEqual(before);
  });

  it('refuses while a server has the target open, even with --force', async () => {
    const target = join(root, 'target');
    const running = await openDatabase({ kind: 'pglite', dataDir: join(target, 'pglite') });
    try {
      await expect(restoreBackup({ dataDir: target, file: backupFile, force: true })).rejects.toThrow(/in use/);
    } finally {
      await running.close();
    }
  });

  it('a damaged or foreign file gives a clear error and leaves the target untouched, even with --force', async () => {
    const target = join(root, 'target');
    const before = snapshot(target);
    const good = readFileSync(backupFile);
    const flipped = Buffer.from(good);
    for (let i = 0; i < 64; i++) flipped[Math.floor(good.length / 2) + i] ^= 0xff;
    // gzip ends with the CRC-32 of everything: a flipped bit anywhere shows there at the latest.
    const badChecksum = Buffer.from(good);
    badChecksum[good.length - 8] ^= 0x01;
    const bad = {
      'bad-checksum.tar.gz': badChecksum,
      'random.tar.gz': randomBytes(100_000),
      'truncated.tar.gz': good.subarray(0, Math.floor(good.length * 0.6)),
      'flipped.tar.gz': flipped,
      'empty.tar.gz': Buffer.alloc(0),
    };
    for (const [name, bytes] of Object.entries(bad)) {
      const file = join(root, name);
      writeFileSync(file, bytes);
      const refusal = await restoreBackup({ dataDir: target, file, force: true }).then(
        () => null,
        (error: unknown) => error,
      );
      expect(refusal, name).toBeInstanceOf(BackupError);
      expect((refusal as Error).message, name).toMatch(/is not a usable backup|could not be restored/);
      expect(snapshot(target), name).toEqual(before);
    }
    await expect(restoreBackup({ dataDir: target, file: join(root, 'missing.tar.gz') })).rejects.toThrow(/No backup file/);
    expect(snapshot(target)).toEqual(before);
    expect(readdirSync(target).sort()).toEqual(['files', 'pglite']);
    expect(await markerIn(target)).toBe(marker.value);
  });

  it('reads an archive repacked by GNU tar, and refuses one whose database does not match its row counts', async () => {
    const unpacked = join(root, 'unpacked');
    mkdirSync(unpacked);
    await run('tar', ['-xzf', backupFile, '-C', unpacked]);
    const repack = async (name: string) => {
      const file = join(root, name);
      await run('tar', ['-czf', file, '-C', unpacked, 'rdlz-backup.json', 'pglite.tar', 'files']);
      return file;
    };
    const repacked = await restoreBackup({ dataDir: join(root, 'from-gnu-tar'), file: await repack('repacked.tar.gz') });
    expect(repacked.counts).toEqual(demoCounts);
    expect(readFileSync(join(root, 'from-gnu-tar', 'files', upload.path)).equals(upload.bytes)).toBe(true);

    const manifest = JSON.parse(readFileSync(join(unpacked, 'rdlz-backup.json'), 'utf8'));
    manifest.counts.proposal += 1;
    writeFileSync(join(unpacked, 'rdlz-backup.json'), JSON.stringify(manifest));
    const target = join(root, 'target');
    const before = snapshot(target);
    await expect(restoreBackup({ dataDir: target, file: await repack('tampered.tar.gz'), force: true })).rejects.toThrow(/rows differ from its manifest in proposal$/);
    expect(snapshot(target)).toEqual(before);
  });
});

describe('the scripts', () => {
  it('refuse on PostgreSQL (DATABASE_URL) and point to pg_dump', () => {
    expect(() => embeddedDataDir({ DATABASE_URL: 'postgres://db/rdlz' })).toThrow(/pg_dump/);
    expect(embeddedDataDir({ DATA_DIR: '/srv/rdlz' })).toBe('/srv/rdlz');
    expect(embeddedDataDir({})).toBe('./data');
  });

  it('npm run restore without --force exits 1 with the refusal; npm run backup on PostgreSQL exits 1', async () => {
    const env = { ...process.env, DATA_DIR: join(root, 'target'), DATABASE_URL: '' };
    const restore = await run(process.execPath, ['--import', 'tsx', 'scripts/restore.ts', backupFile], { cwd: repo, env }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(restore?.code).toBe(1);
    expect(restore?.stderr).toMatch(/Restore refused: .*already holds a database.*--force/);

    const backup = await run(process.execPath, ['--import', 'tsx', 'scripts/backup.ts'], { cwd: repo, env: { ...env, DATABASE_URL: 'postgres://db/rdlz' } }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(backup?.code).toBe(1);
    expect(backup?.stderr).toMatch(/Backup refused: DATABASE_URL is set.*pg_dump/s);
  });
});
