import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'test-results*', 'playwright-report', 'data'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        {
          // NOTE: a regex, because '#' starts a comment in the gitignore-style `group` patterns.
          patterns: [{ regex: '^(#server/|(\\.\\./)+server/)', message: 'web/ must not import server/ (secrets and Node APIs stay on the server).' }],
        },
      ],
    },
  },
  {
    // Only the browser code is held to the one-way rule; server, tests and scripts import freely.
    files: ['server/**', 'tests/**', 'scripts/**', 'domain/**', '*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
