import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Shared by the web build and vitest: one place for the path aliases of tsconfig.json. */
export const alias = {
  '@shared': dir('./src/shared'),
  '@machines': dir('./machines'),
  '@web': dir('./src/web'),
  '@server': dir('./src/server'),
};

const apiPort = process.env.PORT ?? '8080';

export default defineConfig({
  base: '/rdlz/',
  root: dir('./src/web'),
  publicDir: dir('./src/web/public'),
  plugins: [react()],
  resolve: { alias },
  build: { outDir: dir('./dist/web'), emptyOutDir: true, sourcemap: false },
  server: { proxy: { '/api': `http://127.0.0.1:${apiPort}` } },
});
