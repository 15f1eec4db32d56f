// `npm run dev`: the API server (embedded database, demo data) on PORT (default 8080) and Vite
// with hot reload on 5173, proxying /api to it. Ctrl+C stops both.
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '8080';
const children = [
  spawn('node', ['--import', 'tsx', '--watch', 'src/server/main.ts'], { stdio: 'inherit', env: { ...process.env, PORT: port } }),
  spawn('npx', ['vite', '--port', '5173'], { stdio: 'inherit', env: { ...process.env, PORT: port } }),
];
console.log(`API on http://localhost:${port}/api, app with hot reload on http://localhost:5173/rdlz/`);

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => { stop(); process.exitCode = code ?? 0; });
