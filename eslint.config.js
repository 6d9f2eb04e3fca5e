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
    message: 'components, lib, hooks and config sit below features and app.',
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
      message: 'features sit below app.',
    },
    ...featureZones,
  ];
}

const ROOT = import.meta.dirname;
const MODULES = 'packages/server/src/modules';

/**
 * Test code, wherever it sits: suites, the shared test helpers of each package (`src/test/`),
 * stand-ins kept in a `testing/` folder, and the matrices and fixtures the suites read. Shipped
 * code may not import it, and lint does not hold it to the boundaries below.
 */
const TEST_CODE = [
  '**/*.test.ts',
  '**/*.test.tsx',
  'packages/*/src/test/**',
  'packages/*/src/**/testing/**',
  'packages/server/src/**/*.authorization-matrix.ts',
  'packages/server/src/**/*.admin-matrix.ts',
  'packages/server/src/**/*.fixtures.ts',
  'packages/server/src/**/test-audio.ts',
];

/** Every package: shipped code never imports test code. */
function testCodeZones() {
  return [
    {
      target: 'packages/*/src/**',
      from: TEST_CODE.map((glob) => `${ROOT}/${glob}`),
      message:
        'Shipped code must not import test code (src/test/, testing/, matrices, fixtures). Move what both need into the package proper, or have the test pass it in (config, a constructor argument).',
    },
  ];
}

/**
 * The server: a module reaches another only through its `*.service.ts` or a named
 * `*.queries.ts` piece (pure SQL-building or rule code meant for other modules), never its
 * repository, routes or other internals; platform/ sits below every module.
 */
function serverZones() {
  const modules = fs
    .readdirSync(new URL(MODULES, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const moduleZones = modules.map((name) => ({
    target: `./${MODULES}/${name}`,
    from: [`${ROOT}/${MODULES}/*/**`],
    except: [
      `${ROOT}/${MODULES}/${name}/**`,
      `${ROOT}/${MODULES}/*/*.service.ts`,
      `${ROOT}/${MODULES}/*/*.queries.ts`,
    ],
    message: `${name} may use another module only through its *.service.ts or a *.queries.ts piece. Call that module's service, or move the piece you need into a *.queries.ts there (pure SQL or rules), or down to platform/ or packages/shared.`,
  }));
  return [
    ...moduleZones,
    {
      target: './packages/server/src/platform',
      from: [`./${MODULES}`, './packages/server/src/container.ts', './packages/server/src/app.ts'],
      message:
        'platform/ is infrastructure below every module: pass what it needs in (a constructor argument, an interface it declares), or move the piece into platform/.',
    },
  ];
}

/** Type-aware lint, floating promises, exhaustive switches, the import direction. */
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
      // The import rules resolve other files, which must be parsed as TypeScript too.
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
    files: ['packages/server/src/modules/*/*.repository.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['../*/*.service', '../*/*.routes'] }],
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
    // The directions: on the web shared -> components/lib/hooks/config -> features ->
    // app; on the server platform -> modules, each module through the others' public pieces.
    // Tests may reach into what they set up; shipped code may not, and never into test code.
    // One block, because a later block naming this rule would replace these zones.
    files: ['packages/*/src/**'],
    ignores: TEST_CODE,
    rules: {
      'import/no-restricted-paths': [
        'error',
        { zones: [...testCodeZones(), ...webZones(), ...serverZones()] },
      ],
    },
  },
);
