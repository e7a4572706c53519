import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// NOTE: a regex, because '#' starts a comment in the gitignore-style `group` patterns.
const NO_SERVER = {
  regex: '^(#server/|(\\.\\./)+server/)',
  message: 'web/ must not import server/ (secrets and Node APIs stay on the server).',
};
const ROUTER_FROM_LIB = {
  group: ['react-router', 'react-router/*', 'wouter', 'wouter/*'],
  message: 'The public site takes its router from web/lib/router.tsx (and the console, under web/admin, keeps react-router).',
};

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
      'no-restricted-imports': ['error', { patterns: [NO_SERVER, ROUTER_FROM_LIB] }],
    },
  },
  {
    // One router per bundle: the public site's is web/lib/router.tsx (wouter); the console keeps react-router.
    files: ['web/lib/router.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_SERVER] }] },
  },
  {
    files: ['web/admin/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NO_SERVER,
            {
              group: ['wouter', 'wouter/*', '**/lib/router.tsx'],
              message: 'The console routes with react-router; wouter is the public site’s.',
            },
          ],
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
