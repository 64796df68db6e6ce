import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// zod's runtime comes through src/shared/zod.ts, which sets its French messages (types may come from 'zod').
const zodThroughShared = { name: 'zod', allowTypeImports: true, message: "Importer z depuis src/shared/zod.ts (messages en français)." };

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'db/data/**', 'db/migrations/**', 'src/client/routeTree.gen.ts', 'coverage/**', 'tests/.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    // Playwright fixtures call `use(value)`, which is no React hook.
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['src/**'],
    ignores: ['src/shared/zod.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [zodThroughShared] }] },
  },
  // The platform (src/server/platform/: trpc, rest, ssr, http, db, env, outbox engine…) imports no
  // feature: features plug into it from the composition root (src/server/app.ts, src/server/router.ts).
  // Relative imports may not climb out of the platform either, whatever the file's depth.
  ...[1, 2, 3].map((depth) => ({
    files: [`src/server/platform/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [zodThroughShared],
          patterns: [
            {
              regex: `^(#server/(?!platform(/|$))|(\\.\\./){${depth}})`,
              message: "La plateforme n'importe aucune fonctionnalité : branchez-la depuis src/server/app.ts ou src/server/router.ts.",
            },
            { regex: '^#client/', allowTypeImports: true, message: "Le serveur n'importe du client que des types (l'entrée SSR)." },
          ],
        },
      ],
    },
  })),
  {
    // Features never reach back into the composition root (the root router, the app): no cycle through it.
    files: ['src/server/*/**/*.{ts,tsx}'],
    ignores: ['src/server/platform/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [zodThroughShared],
          patterns: [{ regex: '^(#server/(router|app|index)|(\\.\\./)+(router|app|index))$', message: 'Une fonctionnalité ne dépend pas de la racine de composition (app.ts, router.ts).' }],
        },
      ],
    },
  },
  {
    files: ['src/client/**', 'src/shared/**'],
    ignores: ['src/shared/zod.ts'],
    rules: {
      // The client never imports server code except `import type { AppRouter }`.
      'no-restricted-imports': [
        'error',
        {
          paths: [zodThroughShared],
          patterns: [
            { regex: '(^|/)server/|^#server/', allowTypeImports: true, message: "Le client n'importe du serveur que des types (AppRouter)." },
          ],
        },
      ],
    },
  },
);
