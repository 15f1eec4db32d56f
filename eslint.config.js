import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The import boundaries of architecture.md, with ESLint's own no-restricted-imports:
// machines/ imports nothing from src/; the web app and the server never import each other;
// src/shared imports neither; a web feature does not reach into another feature's internals.
const forbid = (groups, message) => groups.map((group) => ({ group, message }));

const MACHINES = forbid([['@shared/*', '@web/*', '@server/*', '**/src/**', '**/src']], 'machines/ are pure and shared: they import nothing from src/.');
const WEB = [
  ...forbid([['@server/*', '**/server/**']], 'The web app talks to the server over HTTP only.'),
  {
    regex: '^@web/features/[^/]+/(?!api$|index$|routes$|system-routes$).+',
    message: 'Import another feature through its index, api, routes or system-routes, not its internals.',
  },
];
// One door to dayjs, which sets its locale (src/web/lib/dates.ts).
const DAYJS = forbid([['dayjs', 'dayjs/*']], 'Import dayjs from @web/lib/dates, which sets the zh-cn locale.');
const SERVER = forbid([['@web/*', '**/web/**']], 'The server does not import the web app.');
// The database layer sits below the services; the demo seed, which plays the services' events, above them.
const SERVER_DB = forbid([['**/services/**', '**/routes/**', '**/seed/**', '**/seed']], 'src/server/db is the layer the services build on: it imports none of them.');
const SHARED = forbid([['@web/*', '@server/*', '**/web/**', '**/server/**']], 'src/shared is imported by both sides and imports neither.');

const boundary = (files, patterns) => ({ files, rules: { 'no-restricted-imports': ['error', { patterns }] } });

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'src/server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  boundary(['machines/**/*.ts'], MACHINES),
  boundary(['src/web/**/*.{ts,tsx}'], [...WEB, ...DAYJS]),
  boundary(['src/web/lib/dates.ts'], WEB),
  boundary(['src/server/**/*.ts'], SERVER),
  boundary(['src/server/db/**/*.ts'], [...SERVER, ...SERVER_DB]),
  boundary(['src/shared/**/*.ts'], SHARED),
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
