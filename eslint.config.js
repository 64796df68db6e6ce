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
            { group: ['**/server/**', '#server/*'], allowTypeImports: true, message: "Le client n'importe du serveur que des types (AppRouter)." },
          ],
        },
      ],
    },
  },
);
