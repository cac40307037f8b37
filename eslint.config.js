// One lint config for the whole workspace: typescript-eslint's type-checked rules everywhere.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { builtinModules } from 'node:module';

// Engine purity (ARCHITECTURE.md: "pure game logic, no I/O, no clock, no Math.random"; it runs in
// the browser too). Test files may use whatever they like.
const engineMessage =
  'packages/engine is pure: no I/O, no clock, no Math.random (inject randomness and time)';
const engineRestrictedGlobals = [
  // Node-only
  'process',
  'Buffer',
  'require',
  '__dirname',
  '__filename',
  'global',
  // clock and scheduling
  'setTimeout',
  'setInterval',
  'setImmediate',
  'clearTimeout',
  'clearInterval',
  'clearImmediate',
  'queueMicrotask',
  'performance',
  // randomness (a CSPRNG is injected: seed-pair.ts) and I/O
  'crypto',
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
  'localStorage',
  'sessionStorage',
  'indexedDB',
  'window',
  'document',
  'navigator',
  // a back door to all of the above
  'globalThis',
].map((name) => ({ name, message: engineMessage }));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      'data/**',
      '**/*.config.*',
      '**/build.mjs',
      'infra/**',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      // process.env is read in one env module per app (ARCHITECTURE.md, "Two modes").
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through the env module.' },
      ],
    },
  },
  {
    files: ['packages/engine/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: builtinModules.map((name) => ({ name, message: engineMessage })),
          patterns: [{ group: ['node:*'], message: engineMessage }],
        },
      ],
      'no-restricted-globals': ['error', ...engineRestrictedGlobals],
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through the env module.' },
        { object: 'Math', property: 'random', message: engineMessage },
        { object: 'Date', property: 'now', message: engineMessage },
        { object: 'performance', property: 'now', message: engineMessage },
      ],
      'no-restricted-syntax': [
        'error',
        // Reading the clock; `new Date(givenMs)` is a pure conversion of its input and stays allowed.
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: engineMessage },
        { selector: "CallExpression[callee.name='Date']", message: engineMessage },
        { selector: 'ImportExpression', message: `${engineMessage} (no dynamic import)` },
      ],
    },
  },
  {
    files: ['**/env.ts', '**/*.test.ts', '**/*.test.tsx', '**/test/**', '**/e2e/**', 'bench/**'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/e2e/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
    },
  },
);
