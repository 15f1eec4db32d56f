import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The import boundaries of architecture.md: machines/ imports nothing from src/; the web app
// and the server never import each other; features do not reach into each other's internals.
const boundaries = [
  { target: './machines', from: './src', message: 'machines/ are pure and shared: they import nothing from src/.' },
  { target: './src/web', from: './src/server', message: 'The web app talks to the server over HTTP only.' },
  { target: './src/server', from: './src/web', message: 'The server does not import the web app.' },
  { target: './src/shared', from: ['./src/web', './src/server'], message: 'src/shared is imported by both sides and imports neither.' },
];

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'src/server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver': { typescript: { project: './tsconfig.json' }, node: true },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@web/features/[^/]+/(?!api$|index$).+',
              message: 'Import another feature through its index or api, not its internals.',
            },
          ],
        },
      ],
    },
  },
);
