import { createHash } from 'node:crypto';
import { existsSync, realpathSync } from 'node:fs';
import net from 'node:net';
import { join, resolve } from 'node:path';

/**
 * An exclusive lock on an embedded database directory, held by every process that opens one
 * (the server, backup, restore, scripts). PGlite is one process's database: a second process
 * opening the same directory corrupts it, and PGlite itself checks nothing.
 *
 * The lock is a listening Unix socket named after the directory. On Linux the name lives in the
 * abstract namespace: binding it is atomic, and the kernel frees it when the holder exits in any
 * way, SIGKILL included, so a crashed server never leaves a stale lock behind. Elsewhere the
 * socket is a file in the directory; a file left by a crash answers no connection and is
 * replaced. Whoever connects is told who holds it, for the refusal's message.
 */

export interface DataDirHolder {
  pid: number;
  /** What the holder does: 'server', 'backup', 'restore', … */
  purpose: string;
  since: string;
}

export class DataDirInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly holder: DataDirHolder | null,
  ) {
    const who = holder ? `the ${holder.purpose} process ${holder.pid} (since ${holder.since})` : 'another process';
    super(`数据目录正被其他进程使用：${dir} is in use by ${who}.`);
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  readonly dir: string;
  release(): Promise<void>;
}

const ABSTRACT = process.platform === 'linux';

function canonical(dir: string): string {
  const absolute = resolve(dir);
  return existsSync(absolute) ? realpathSync(absolute) : absolute;
}

/** The socket's address for a directory: one per canonical path. */
export function lockAddress(dir: string): string {
  const path = canonical(dir);
  if (!ABSTRACT) return join(path, '.rdlz-lock.sock');
  return `\0rdlz-data-dir:${createHash('sha256').update(path).digest('hex')}`;
}

/** Asks the holder of `address` who it is; null when nobody answers (no holder, or a stale file). */
function askHolder(address: string): Promise<DataDirHolder | null | 'unknown'> {
  return new Promise((settle) => {
    const socket = net.connect(address);
    let text = '';
    socket.setTimeout(2000, () => {
      socket.destroy();
      settle('unknown');
    });
    socket.on('data', (chunk) => (text += chunk));
    socket.on('end', () => {
      try {
        settle(JSON.parse(text) as DataDirHolder);
      } catch {
        settle('unknown');
      }
    });
    socket.on('error', () => settle(null));
  });
}

function listen(server: net.Server, address: string): Promise<'held' | 'taken'> {
  return new Promise((settle, fail) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      if (error.code === 'EADDRINUSE') settle('taken');
      else fail(error);
    };
    const onListening = () => {
      server.off('error', onError);
      settle('held');
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(address);
  });
}

/**
 * Takes the directory's lock for this process, or throws DataDirInUseError naming the holder.
 * The lock does not keep the process alive; release it when the database is closed.
 */
export async function lockDataDir(dir: string, purpose: string): Promise<DataDirLock> {
  const address = lockAddress(dir);
  const holder: DataDirHolder = { pid: process.pid, purpose, since: new Date().toISOString() };
  const server = net.createServer((socket) => socket.end(JSON.stringify(holder)));
  let outcome = await listen(server, address);
  if (outcome === 'taken' && !ABSTRACT) {
    // A socket file left by a process that died: nobody answers it, so it can be replaced.
    const answer = await askHolder(address);
    if (answer === null) {
      const { rm } = await import('node:fs/promises');
      await rm(address, { force: true });
      outcome = await listen(server, address);
    }
  }
  if (outcome === 'taken') {
    const answer = await askHolder(address);
    throw new DataDirInUseError(canonical(dir), answer === 'unknown' ? null : answer);
  }
  server.unref();
  let released = false;
  return {
    dir: canonical(dir),
    release: () =>
      new Promise<void>((settle) => {
        if (released) return settle();
        released = true;
        server.close(() => settle());
      }),
  };
}
