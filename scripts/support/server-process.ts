import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
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

/**
 * The environment of a server under test: its own port, data and web root (absent: the API
 * only), the demo data, no Redis, and the per-address limits, general and sign-in, lifted (one
 * client sends everything). `trustProxy`: each request may name its citizen's address in X-Forwarded-For.
 */
export function serverEnv(options: { port: number; workDir: string; webRoot?: string; trustProxy?: boolean }): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    DATA_DIR: join(options.workDir, 'data'),
    WEB_ROOT: options.webRoot ?? join(options.workDir, 'web'),
    SEED: 'demo',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000000',
    LOGIN_TRIES_PER_ADDRESS_PER_MINUTE: '100000000',
    REDIS_URL: '',
    ...(options.trustProxy ? { TRUST_PROXY: '127.0.0.1' } : {}),
  };
  delete env.DATABASE_URL;
  return env;
}

export type DatabaseChoice = 'embedded' | 'postgres';

/** The value of a `--db embedded|postgres|both` option. */
export function databasesOf(value: string): DatabaseChoice[] {
  if (value === 'both') return ['embedded', 'postgres'];
  if (value === 'embedded' || value === 'postgres') return [value];
  throw new Error(`--db embedded|postgres|both, not ${value}`);
}
