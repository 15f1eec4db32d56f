import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** Shared by the soak and the benchmarks: a real server process on a free port. */

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A port nothing listens on now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** The server under test as a child process (`node --import tsx src/server/main.ts`), started, killed and restarted. */
export class ServerProcess {
  child: ChildProcess | null = null;
  private upResolve: (() => void) | null = null;
  private upPromise: Promise<void> = Promise.resolve();
  up = false;
  readonly restartMs: number[] = [];
  hungRestarts = 0;
  kills = 0;
  private readonly log;

  constructor(
    readonly base: string,
    private readonly env: NodeJS.ProcessEnv,
    logFile: string,
    private readonly restartTimeoutMs: number,
  ) {
    this.log = createWriteStream(logFile, { flags: 'a' });
    this.markDown();
  }

  private markDown() {
    this.up = false;
    this.upPromise = new Promise((resolve) => (this.upResolve = resolve));
  }

  /** Resolves once the server answers /api/health again. */
  waitUp(): Promise<void> {
    return this.upPromise;
  }

  private spawnChild() {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { cwd: ROOT, env: this.env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout!.pipe(this.log, { end: false });
    child.stderr!.pipe(this.log, { end: false });
    this.child = child;
    return child;
  }

  private async healthy(): Promise<boolean> {
    try {
      const response = await fetch(`${this.base}/api/health`, { signal: AbortSignal.timeout(2000) });
      return response.status === 200;
    } catch {
      return false;
    }
  }

  /** Starts the server and waits for health; a start that does not come up in time is killed and retried. */
  async start(): Promise<void> {
    for (;;) {
      const started = Date.now();
      const child = this.spawnChild();
      let exited = false;
      child.once('exit', () => (exited = true));
      while (Date.now() - started < this.restartTimeoutMs && !exited) {
        if (await this.healthy()) {
          this.restartMs.push(Date.now() - started);
          this.up = true;
          this.upResolve?.();
          return;
        }
        await sleep(100);
      }
      this.hungRestarts++;
      console.log(`  ! server did not come up within ${this.restartTimeoutMs / 1000} s (${exited ? 'it exited' : 'hung'}); killing and retrying`);
      await this.kill();
      this.kills--; // not a kill of the soak's schedule
    }
  }

  async kill(): Promise<void> {
    const child = this.child;
    this.markDown();
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGKILL');
    this.kills++;
    await gone;
  }

  /** A clean stop (SIGTERM), as an operator would; SIGKILL after 30 s. */
  async stop(): Promise<void> {
    const child = this.child;
    this.markDown();
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    await gone;
    clearTimeout(timer);
  }

  close() {
    this.log.end();
  }
}
