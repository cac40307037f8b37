// The workspace config (typescript-eslint type-checked rules) plus React's hook rules, for this
// package only.
import reactHooks from 'eslint-plugin-react-hooks';
import rootConfig from '../../eslint.config.js';

export default [
  ...rootConfig,
  {
    files: ['**/*.ts', '**/*.tsx'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
];
