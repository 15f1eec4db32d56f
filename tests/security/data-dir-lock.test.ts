import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackup } from '@server/db/backup';
import { DataDirInUseError } from '@server/db/data-dir-lock';
import { openDatabase } from '@server/db/database';

// The embedded database directory is one process's: a second opener (a server beside a running
// backup, a second server) must be refused, and a holder killed outright must not leave it locked.

const databaseModule = fileURLToPath(new URL('../../src/server/db/database.ts', import.meta.url));

let root: string;
let pgliteDir: string;
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'rdlz-lock-'));
  pgliteDir = join(root, 'pglite');
  const handle = await openDatabase({ kind: 'pglite', dataDir: pgliteDir });
  await handle.migrate();
  await handle.close();
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A process that opens the directory as a server would and says so on its standard output. */
function serverProcess(): Promise<{ child: ChildProcess; pid: number }> {
  const code = `const { openDatabase } = await import(${JSON.stringify(databaseModule)});
    await openDatabase({ kind: 'pglite', dataDir: ${JSON.stringify(pgliteDir)} });
    console.log('open');
    setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((settle, fail) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('open')) settle({ child, pid: child.pid! });
    });
    child.on('exit', (status) => fail(new Error(`the server process ended (${status}) before opening the database`)));
  });
}

describe('the embedded data directory lock', () => {
  it('a server starting while a backup reads the directory is refused (never both open it)', async () => {
    const [backup, server] = await Promise.allSettled([createBackup({ dataDir: root, file: join(root, 'during.tar.gz') }), openDatabase({ kind: 'pglite', dataDir: pgliteDir })]);
    if (server.status === 'fulfilled') await server.value.close();
    // Whichever came first holds the directory; the other is refused.
    expect([backup.status, server.status].sort()).toEqual(['fulfilled', 'rejected']);
    const refusal = backup.status === 'rejected' ? backup.reason : (server as PromiseRejectedResult).reason;
    expect(String(refusal)).toMatch(/数据目录正被其他进程使用/);
  });

  it('a second server on the same directory is refused, naming the process that holds it', async () => {
    const { child, pid } = await serverProcess();
    try {
      const refusal = await openDatabase({ kind: 'pglite', dataDir: pgliteDir }).then(
        async (handle) => {
          await handle.close();
          return null;
        },
        (error: unknown) => error,
      );
      expect(refusal).toBeInstanceOf(DataDirInUseError);
      expect((refusal as DataDirInUseError).holder).toMatchObject({ pid, purpose: 'server' });
      await expect(createBackup({ dataDir: root, file: join(root, 'refused.tar.gz') })).rejects.toThrow(/数据目录正被其他进程使用/);
    } finally {
      child.kill('SIGKILL');
      await new Promise((settle) => child.once('exit', settle));
    }
  });

  it('a holder killed outright leaves no lock behind', async () => {
    const { child } = await serverProcess();
    child.kill('SIGKILL');
    await new Promise((settle) => child.once('exit', settle));
    const handle = await openDatabase({ kind: 'pglite', dataDir: pgliteDir });
    await handle.close();
  });
});
