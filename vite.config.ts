import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { firstLoadChunks } from './scripts/build/first-load-chunks.ts';
import { pagePreloads } from './scripts/build/page-preloads.ts';

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
 * Chunks for the first load (docs/performance.md, "First load"); each small chunk compresses
 * worse and costs a request, and left alone the bundler makes dozens of them.
 *
 * Two shared libraries' chunks: React and the router, which every page needs, and the
 * workspace's core (Chakra's styling engine and its plain layout and text components, Redux
 * Toolkit, axios, XState), which the public portal's pages never load. zag's machines and
 * Chakra's other components stay with the pages and dialogs that use them.
 */
// Module ids use forward slashes on every platform.
const node = (packages: string) => new RegExp(`node_modules/(${packages})/`);
const chakraPlain = new RegExp(
  'node_modules/@chakra-ui/react/dist/esm/components/(?:icons\\.js|(?:box|flex|stack|grid|simple-grid|heading|text|span|button|spinner|loader|absolute-center|badge|skeleton|square|circle|data-list|skip-nav)/)',
);
const workspaceLibraries = node('@chakra-ui/react/dist/esm(?!/components)|@emotion|stylis|@pandacss|@reduxjs|redux|react-redux|immer|reselect|axios|xstate|@xstate');
const libraryGroups = [
  { name: 'framework', priority: 20, test: node('react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser') },
  { name: 'workspace-core', priority: 10, test: (id: string) => workspaceLibraries.test(id) || chakraPlain.test(id) },
];

/** The workspace's first pages: the shell every one needs, each signed-in area's layout and home, the login page. */
const workspaceShell = './src/web/app/workspace-shell.tsx';
const workspaceAreas = {
  client: ['./src/web/app/layouts/client.layout.tsx', './src/web/features/home/delegate-home.screen.tsx'],
  mobile: ['./src/web/app/layouts/mobile.layout.tsx', './src/web/features/home/mobile-home.screen.tsx'],
  system: ['./src/web/app/layouts/system.layout.tsx', './src/web/features/home/system-home.screen.tsx'],
};
const workspacePages = { login: ['./src/web/features/auth/login.screen.tsx'] };

/** Our own modules of the workspace's first pages, grouped by the areas that use them (scripts/build/first-load-chunks.ts). */
const firstLoad = firstLoadChunks({
  shell: workspaceShell,
  areas: workspaceAreas,
  pages: workspacePages,
  entry: './src/web/main.tsx',
  portal: { folder: './src/web/features/home-station/', pages: ['./src/web/features/home-station/portal.layout.tsx', './src/web/features/home-station/routes.ts'] },
});

const preloads = pagePreloads(Object.fromEntries(Object.entries({ ...workspaceAreas, ...workspacePages }).map(([name, paths]) => [name, [workspaceShell, ...paths]])));

/**
 * Every text file of the build also written as .br (quality 11) and .gz (level 9), which the
 * server sends as they are (plugins/web.ts). Compressing on each request could only afford
 * brotli's fast levels: 13 % more bytes on a first load, and the server's CPU on every asset.
 */
const precompressed = compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, logLevel: 'silent' });

export default defineConfig({
  base: '/rdlz/',
  root: dir('./src/web'),
  publicDir: dir('./src/web/public'),
  plugins: [
    react(),
    firstLoad.plugin,
    // The chunks of each first page, listed in its HTML by the server (scripts/build/page-preloads.ts).
    preloads.plugin,
    precompressed,
  ],
  resolve: { alias },
  build: {
    outDir: dir('./dist/web'),
    emptyOutDir: true,
    sourcemap: false,
    modulePreload: { resolveDependencies: preloads.trimPreloads },
    rolldownOptions: { output: { codeSplitting: { groups: [...libraryGroups, firstLoad.group] } } },
  },
  server: { proxy: { '/api': `http://127.0.0.1:${apiPort}` } },
});
