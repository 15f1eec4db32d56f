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

/**
 * Two shared chunks instead of dozens of small ones (each small chunk compresses worse):
 * React and the router, which every page needs, and the workspace's core (Chakra's styling
 * engine, Redux Toolkit, axios, XState and the zag basics), which the public portal's
 * pages never load. Chakra's components, and the overlays' machinery (positioning, focus trap,
 * dismissal), stay with the pages and dialogs that use them.
 * docs/performance.md, "First load".
 */
// Module ids use forward slashes on every platform.
const node = (packages: string) => new RegExp(`node_modules/(${packages})/`);
const chunkGroups = [
  { name: 'framework', priority: 20, test: node('react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser') },
  {
    name: 'workspace-core',
    priority: 10,
    test: node(
      '@chakra-ui/react/dist/esm(?!/components)|@emotion|stylis|@pandacss|@reduxjs|redux|react-redux|immer|reselect|axios|xstate|@xstate|' +
        '@zag-js/(?:core|react|dom-query|utils|types|anatomy|focus-visible|presence)',
    ),
  },
];

export default defineConfig({
  base: '/rdlz/',
  root: dir('./src/web'),
  publicDir: dir('./src/web/public'),
  plugins: [react()],
  resolve: { alias },
  build: {
    outDir: dir('./dist/web'),
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
  },
  server: { proxy: { '/api': `http://127.0.0.1:${apiPort}` } },
});
