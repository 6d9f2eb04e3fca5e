import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** STYLE rule 11: type-aware lint, floating promises, exhaustive switches, the import direction. */
export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '.vitest-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.ts', '*.js', 'scripts/*.mjs', 'scripts/*.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { import: importPlugin },
    settings: {
      // no-cycle follows imports into other files; they must be parsed as TypeScript too.
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import/resolver': {
        typescript: {
          project: ['packages/*/tsconfig.json', 'e2e/tsconfig.json', 'bench/tsconfig.json'],
        },
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/require-await': 'off',
      'import/no-cycle': 'error',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['packages/shared/src/**'],
    rules: {
      // Shared is pure: no I/O, no other package.
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', '@tonearm/server*', '@tonearm/web*', 'react', 'react-dom'] },
      ],
    },
  },
  {
    files: ['packages/server/src/platform/**'],
    rules: {
      // DESIGN §2: platform is infrastructure; modules build on it, never the other way.
      'no-restricted-imports': ['error', { patterns: ['**/modules/**', '**/container', '**/app'] }],
    },
  },
  {
    files: ['packages/server/src/modules/*/*.repository.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['../*/*.service', '../*/*.routes'] }],
    },
  },
  {
    files: ['packages/server/src/modules/**'],
    ignores: [
      'packages/server/src/modules/*/*.repository.ts',
      'packages/server/src/modules/**/*.test.ts',
    ],
    rules: {
      // A module calls another module's service, never its repository (DESIGN §2).
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../*/*.repository'], message: 'Use that module’s service.' }] },
      ],
    },
  },
  {
    files: ['packages/web/src/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  {
    files: ['packages/web/src/components/**', 'packages/web/src/lib/**'],
    ignores: ['packages/web/src/lib/http-errors.ts', 'packages/web/src/lib/query-client.ts'],
    rules: {
      // shared -> lib/components -> features -> app (DESIGN §2).
      'no-restricted-imports': ['error', { patterns: ['@/features/*', '@/app/*'] }],
    },
  },
  {
    files: ['packages/web/src/features/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@/app/*'] }] },
  },
);
