import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_PASSWORD } from '../src/server/seed/accounts';
import { freePort, serverEnv, ServerProcess, sleep } from './support/server-process';

/**
 * npx tsx scripts/bench-login-burst.ts [--seconds 6] [--parallel 16] [--addresses 1]
 *
 * What a burst of wrong sign-ins does to everyone else. A real server process (embedded
 * database) is sent `--parallel` concurrent wrong sign-ins for `--seconds`, each for a new
 * unknown username (so no per-account limit stops it and every try that is let through costs a
 * password hash), from `--addresses` client addresses (X-Forwarded-For, TRUST_PROXY=127.0.0.1).
 * Meanwhile another address signs a real account in every 500 ms and fetches a static file of
 * the web app (read from disk on the same thread pool as the hashes). Prints the latencies,
 * idle and during the burst, and how the burst's tries were answered. A report: exits 0.
 */

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    seconds: { type: 'string', default: '6' },
    parallel: { type: 'string', default: '16' },
    addresses: { type: 'string', default: '1' },
  },
});
const seconds = Number(values.seconds);
const parallel = Number(values.parallel);
const addresses = Number(values.addresses);

const workDir = mkdtempSync(join(tmpdir(), 'rdlz-bench-login-'));
const webRoot = join(workDir, 'web');
mkdirSync(join(webRoot, 'assets'), { recursive: true });
writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>rdlz</title>');
writeFileSync(join(webRoot, 'assets', 'app.js'), 'console.log(1)\n'.repeat(2000));

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
// The sign-in limit per address as an operator has it (serverEnv lifts it for the other benchmarks).
const env = { ...serverEnv({ port, workDir, webRoot, trustProxy: true }), LOGIN_TRIES_PER_ADDRESS_PER_MINUTE: '' };
const server = new ServerProcess(base, env, join(workDir, 'server.log'), 60_000);

async function timed(call: () => Promise<Response>): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const response = await call();
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

const signIn = (username: string, password: string, address: string) =>
  fetch(`${base}/api/sysLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ username, password }),
  });
const staticFile = (address: string) => fetch(`${base}/rdlz/assets/app.js`, { headers: { 'x-forwarded-for': address } });

const REAL_USER = '13800000001';
const REAL_ADDRESS = '10.99.0.1';

function summary(samples: number[]): string {
  if (samples.length === 0) return 'none';
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(0);
  return `median ${at(0.5)} ms, p90 ${at(0.9)} ms, max ${sorted[sorted.length - 1].toFixed(0)} ms (n=${samples.length})`;
}

/** A real sign-in and a static file every 500 ms until `until`. */
async function observe(until: number) {
  const logins: number[] = [];
  const files: number[] = [];
  while (Date.now() < until) {
    const [login, file] = await Promise.all([timed(() => signIn(REAL_USER, DEMO_PASSWORD, REAL_ADDRESS)), timed(() => staticFile(REAL_ADDRESS))]);
    if (login.status !== 200) throw new Error(`the real sign-in answered ${login.status}`);
    logins.push(login.ms);
    files.push(file.ms);
    await sleep(500);
  }
  return { logins, files };
}

try {
  await server.start();
  // Warm up: the first sign-ins pay for module loading and the unknown-name hash.
  for (let i = 0; i < 3; i += 1) await timed(() => signIn(REAL_USER, DEMO_PASSWORD, REAL_ADDRESS));
  await timed(() => signIn('19900000000', 'wrong-password', '10.98.0.1'));

  const idle = await observe(Date.now() + 3000);

  const statuses = new Map<number, number>();
  let serial = 0;
  const end = Date.now() + seconds * 1000;
  const attacker = async (worker: number) => {
    const address = `10.50.0.${(worker % addresses) + 1}`;
    while (Date.now() < end) {
      serial += 1;
      const { status } = await timed(() => signIn(`199${String(serial).padStart(8, '0')}`, 'wrong-password', address));
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  const [burst] = await Promise.all([observe(end), ...Array.from({ length: parallel }, (_, worker) => attacker(worker))]);

  console.log(`burst: ${parallel} parallel wrong sign-ins for ${seconds} s from ${addresses} address(es)`);
  console.log(`  answers: ${[...statuses].map(([status, n]) => `${n} × ${status}`).join(', ')}`);
  console.log(`real sign-in, idle:        ${summary(idle.logins)}`);
  console.log(`real sign-in, during:      ${summary(burst.logins)}`);
  console.log(`static file, idle:         ${summary(idle.files)}`);
  console.log(`static file, during:       ${summary(burst.files)}`);
} finally {
  await server.stop();
  server.close();
  rmSync(workDir, { recursive: true, force: true });
}
