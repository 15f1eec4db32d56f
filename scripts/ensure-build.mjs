// `npm start` runs this first: builds the web app when dist/web is missing or older than any
// source it is built from, so a fresh clone needs no separate build step.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const built = 'dist/web/index.html';
const sources = ['src/web', 'src/shared', 'machines', 'vite.config.ts', 'package.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

const stale = !existsSync(built) || sources.some((source) => newestMtime(source) > statSync(built).mtimeMs);
if (stale) {
  console.log('Building the web app (dist/web is missing or stale)...');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
