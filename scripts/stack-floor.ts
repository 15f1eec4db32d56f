import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { ROOT } from './support/server-process';

/**
 * npm run bench:floor — the first-load JavaScript of the libraries alone: minimal apps built
 * with the production config that render one element, to compare the pages' budgets with
 * what the stack costs before any screen (docs/performance.md, "First load").
 */

const STACKS: Record<string, string> = {
  'react + react-dom + data router': `
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
const router = createBrowserRouter([{ path: '*', element: <p>页面</p> }]);
createRoot(document.getElementById('root')!).render(<RouterProvider router={router} />);
`,
  '+ redux toolkit query + axios + chakra (app theme)': `
import { ChakraProvider, Box } from '@chakra-ui/react';
import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import axios from 'axios';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { system } from '${join(ROOT, 'src/web/app/theme')}';
const http = axios.create({ baseURL: '/api' });
const api = createApi({
  baseQuery: async (url: string) => ({ data: (await http.get(url)).data as unknown }),
  endpoints: (builder) => ({ page: builder.query<unknown, string>({ query: (url) => url }) }),
});
const store = configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (all) => all().concat(api.middleware) });
function Page() {
  const { data } = api.usePageQuery('/health');
  return <Box p="2">{String(data)}</Box>;
}
const router = createBrowserRouter([{ path: '*', element: <Page /> }]);
createRoot(document.getElementById('root')!).render(
  <Provider store={store}><ChakraProvider value={system}><RouterProvider router={router} /></ChakraProvider></Provider>,
);
`,
};

// Inside the project, so the entries resolve the project's node_modules.
const work = join(ROOT, 'node_modules/.cache/stack-floor');
rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });

console.log('first-load JavaScript of the stack alone (gzip, zlib default level)');
for (const [index, [name, source]] of Object.entries(STACKS).entries()) {
  const dir = join(work, String(index));
  mkdirSync(dir);
  writeFileSync(join(dir, 'main.tsx'), source);
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="./main.tsx"></script>');
  await build({ root: dir, configFile: false, logLevel: 'silent', plugins: [react()], build: { outDir: join(dir, 'dist') } });
  const assets = join(dir, 'dist/assets');
  const gzip = readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzipSync(readFileSync(join(assets, file))).length, 0);
  console.log(`  ${(gzip / 1024).toFixed(1).padStart(6)} KiB  ${name}`);
}
rmSync(work, { recursive: true, force: true });
