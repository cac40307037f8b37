// One lint config for the whole workspace: typescript-eslint's type-checked rules everywhere.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', 'data/**', '**/*.config.*', '**/build.mjs', 'infra/**', '**/test-results/**'],
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
