import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
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

// The architecture's one-way imports, as zones: each `target` may not import from its `from`. domain/ is the
// isomorphic heart (no Node, DOM or server code); the public site and the console are separate bundles, so
// neither may pull in the other's code; the running server never depends on build scripts. Tests may reach
// across (a domain test may use the shared fixtures in tests/support).
const PUBLIC_SITE = ['./web/!(admin)/**/*', './web/*.*'];
const ZONES = [
  {
    target: './domain/**/!(*.test).ts',
    from: ['./web', './server', './scripts', './tests'],
    message: 'domain/ imports nothing from web/, server/, scripts/ or tests/.',
  },
  {
    target: './web',
    from: ['./server', './scripts'],
    message: 'web/ must not import server/ or scripts/ (secrets and Node APIs stay on the server).',
  },
  {
    target: PUBLIC_SITE,
    from: './web/admin',
    message: 'The public site must not import the console (web/admin/): it would ship console code to visitors.',
  },
  {
    target: './web/admin',
    from: './web',
    except: ['./admin', './lib/hydrate.ts', './lib/use-hydrated.ts', './styles.css'],
    message: "The console must not import the public site's code (only the hydration helpers in web/lib and the shared stylesheet).",
  },
  {
    target: './server/**/!(*.test).{ts,mjs}',
    from: './scripts',
    message: 'server/ must not import scripts/: the running server does not depend on build tooling.',
  },
];

// A comment that cites an issue's number or a section of the contract explains nothing to a reader of this repo, which
// holds neither: it must say the reason itself, or name a document that is here (docs/...).
const CITATION = /\b(?:issues?\s+#?\d+|contract(?:'s)?\s+sections?\s+\d+)/i;
const house = {
  rules: {
    'comments-stand-alone': {
      meta: { type: 'suggestion', schema: [] },
      create(context) {
        return {
          Program() {
            for (const comment of context.sourceCode.getAllComments()) {
              const found = CITATION.exec(comment.value);
              if (found) {
                context.report({
                  loc: comment.loc,
                  message: `"${found[0]}" names something outside this repo: say the reason itself, or point to a document in the repo.`,
                });
              }
            }
          },
        };
      },
    },
  },
};

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'test-results*', 'playwright-report', 'data'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX, house },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
      // Without these the plugin reads only .js files and sees no cycle among TypeScript modules.
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: ZONES }],
      // Type-only imports count too: a circle of types still means two modules that cannot be read apart.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'house/comments-stand-alone': 'error',
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
