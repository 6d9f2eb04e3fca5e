import fs from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const WEB = './packages/web/src';

/**
 * The features other features may import, each through its one `public.ts`, and which of these
 * entries that feature itself may use. Keeping this list a one-way order is what rules out two
 * features importing each other; a feature not listed here may use every entry.
 */
const WEB_PUBLIC_ENTRIES = {
  ads: [],
  'custom-pages': [],
  library: [],
  uploads: [],
  workspaces: [],
  auth: ['workspaces'],
  player: ['library'],
  catalog: ['ads', 'library', 'player'],
};

function webZones() {
  const features = fs
    .readdirSync(new URL('packages/web/src/features', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const lowerLayers = ['components', 'lib', 'hooks', 'config'].map((dir) => ({
    target: `${WEB}/${dir}`,
    from: [`${WEB}/features`, `${WEB}/app`],
    message: 'components, lib, hooks and config sit below features and app (DESIGN §2).',
  }));
  const featureZones = features.map((feature) => {
    const allowed = WEB_PUBLIC_ENTRIES[feature] ?? Object.keys(WEB_PUBLIC_ENTRIES);
    return {
      target: `${WEB}/features/${feature}`,
      from: `${WEB}/features`,
      except: [`./${feature}`, ...allowed.map((entry) => `./${entry}/public.ts`)],
      message: `A feature imports another feature only through its public.ts, and ${feature} may use: ${allowed.join(', ') || 'none'} (eslint.config.js WEB_PUBLIC_ENTRIES). Compose in app/ or move the shared piece to components/ or lib/.`,
    };
  });
  return [
    ...lowerLayers,
    {
      target: `${WEB}/features`,
      from: `${WEB}/app`,
      message: 'features sit below app (DESIGN §2).',
    },
    ...featureZones,
  ];
}

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
    // DESIGN §2, the web direction: shared -> components/lib/hooks/config -> features -> app.
    // Tests may reach into what they set up; shipped code may not.
    files: ['packages/web/src/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'packages/web/src/test/**'],
    rules: { 'import/no-restricted-paths': ['error', { zones: webZones() }] },
  },
);
