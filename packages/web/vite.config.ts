import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { ROUTE_PRELOADS } from './src/app/route-preloads';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Types worth compressing; fonts (woff2) and images other than SVG are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|wasm)$/;
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;

function* walk(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(file);
    else yield file;
  }
}

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every compressible
 * built file, once, at build time: the server picks one by the request's Accept-Encoding
 * (`@fastify/static` preCompressed) instead of compressing on every request. index.html is left
 * out: it is a template the server fills per request and compresses then.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'tonearm:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = [...walk(outDir)].filter(
        (file) =>
          COMPRESSIBLE.test(file) &&
          path.relative(outDir, file) !== 'index.html' &&
          fs.statSync(file).size >= MIN_BYTES,
      );
      await Promise.all(
        files.map(async (file) => {
          const bytes = await fs.promises.readFile(file);
          const [br, gz] = await Promise.all([
            brotli(bytes, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
            gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ]);
          // Written aside and renamed, so a server reading dist meanwhile never sends half a file.
          const writes: [string, Buffer][] = [
            [`${file}.br`, br],
            [`${file}.gz`, gz],
          ];
          await Promise.all(
            writes.map(async ([target, compressed]) => {
              await fs.promises.writeFile(`${target}.tmp`, compressed);
              await fs.promises.rename(`${target}.tmp`, target);
            }),
          );
        }),
      );
    },
  };
}

/**
 * Preloads the latin Inter file (src/index.css) from the built index.html, so the font loads
 * beside the scripts instead of after the stylesheet has been parsed.
 */
function preloadFont(): Plugin {
  return {
    name: 'tonearm:preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const font = Object.keys(bundle ?? {}).find((file) =>
          /\/inter-latin-wght-normal-[\w-]+\.woff2$/.test(file),
        );
        if (!font) throw new Error('The latin Inter font was not emitted: check src/index.css');
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
              href: `/${font}`,
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * Writes `route-preloads.json`: for each landing page of src/app/route-preloads.ts, the chunks
 * its module needs beyond what the first script already loads (its own chunk and, recursively,
 * its static imports). The server lists them as `<link rel="modulepreload">` for that URL.
 */
function routePreloads(): Plugin {
  let root = '';
  return {
    name: 'tonearm:route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (start: string[]): Set<string> => {
        const seen = new Set<string>();
        const visit = (file: string) => {
          if (seen.has(file)) return;
          seen.add(file);
          for (const next of byFile.get(file)?.imports ?? []) visit(next);
        };
        start.forEach(visit);
        return seen;
      };
      const initial = closure(chunks.filter((chunk) => chunk.isEntry).map((c) => c.fileName));
      const routes = ROUTE_PRELOADS.map(({ pattern, module }) => {
        const id = path.resolve(root, module);
        const chunk = chunks.find((c) => c.facadeModuleId === id || c.moduleIds.includes(id));
        if (!chunk) throw new Error(`route-preloads: no chunk holds ${module} (${pattern})`);
        const files = [...closure([chunk.fileName])].filter((file) => !initial.has(file));
        return { pattern, files: files.map((file) => `/${file}`) };
      });
      this.emitFile({
        type: 'asset',
        fileName: 'route-preloads.json',
        source: JSON.stringify(routes),
      });
    },
  };
}

/**
 * React Router's production build (its dev warnings compiled out): the package ships it in
 * dist/production but its exports only name dist/development.
 */
function reactRouterProduction(): string {
  const development = createRequire(import.meta.url).resolve('react-router');
  const file = path.join(path.dirname(path.dirname(development)), 'production', 'index.mjs');
  if (!fs.existsSync(file)) throw new Error(`React Router's production build is missing: ${file}`);
  return file;
}

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), preloadFont(), routePreloads(), precompress()],
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve(import.meta.dirname, 'src') },
      ...(command === 'build'
        ? [{ find: /^react-router$/, replacement: reactRouterProduction() }]
        : []),
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No source maps in the public build: the server also refuses *.map.
    sourcemap: false,
    // Every browser the app supports knows `<link rel="modulepreload">`: no polyfill in the first
    // script.
    modulePreload: { polyfill: false },
    // The one chunk above Vite's 500 kB warning is the password-strength estimator (zxcvbn-ts
    // dictionaries, ~1.7 MB), loaded only once a password is typed; warn for anything else.
    chunkSizeWarningLimit: 1800,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Every page needs these and they change far less often than the app: one chunk a
            // browser keeps across releases. Everything else splits by route (router.tsx).
            // zod's configuration (jitless: the CSP forbids eval) in a chunk of its own that the
            // entry imports first, so it runs before any chunk builds a schema. It loads none of
            // zod (lib/zod-config.ts): zod loads with the pages and forms that use schemas.
            {
              name: 'zod-config',
              test: /src[\\/]lib[\\/]zod-config\.ts$/,
              priority: 2,
            },
            // The error-reporting SDK, fetched only when a DSN is set (lib/error-reporting.ts).
            { name: 'sentry', test: /node_modules[\\/]@sentry(-internal)?[\\/]/, priority: 2 },
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 2,
            },
            // The rest of what the first page needs (the shell: layouts, navbar, player bar, stores,
            // the api client) as one chunk instead of a score of small ones.
            { name: 'shell', tags: ['$initial'], priority: 1 },
            // The rest of TanStack Query (useQuery and its observers, which the shell itself does not
            // use): nearly every page asks the API through it, so the catalog group below must not
            // capture it. With the shell when the first page needs it anyway.
            {
              name: 'shell',
              test: /node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]/,
              priority: 1,
            },
            // The button every form and page uses, alone: the groups below would otherwise pull it
            // (a dependency of theirs) into a chunk the auth pages then download.
            { name: 'button', test: /src[\\/]components[\\/]ui[\\/]button\.tsx$/, priority: 1 },
            // The form fields of every form (the login page's first load among them) and the
            // react-aria pieces they are made of: one chunk instead of ten of a few hundred bytes.
            {
              name: 'form-fields',
              test: /src[\\/]components[\\/]ui[\\/]form-fields\.tsx$|src[\\/]lib[\\/]form-errors\.ts$|node_modules[\\/](@react-aria[\\/](label|textfield|checkbox|toggle|visually-hidden|form)|@react-stately[\\/](toggle|checkbox|form)|react-aria-components[\\/]dist[\\/](TextField|Text|Checkbox|FieldError|Input|Label|Form|Autocomplete|VisuallyHidden))[\\/.]/,
              priority: 0,
            },
            // What the catalog's landing pages (home, channels, artist, album, track, search) all
            // show: media cards, track tables, play buttons, their icons. One chunk instead of a
            // dozen of a few hundred bytes each (each costs its own headers and imports).
            {
              name: 'catalog-lists',
              test: /src[\\/]features[\\/]catalog[\\/]components[\\/](channel-content|media-card|play-button|track-table|page-state|skeletons)\.tsx$|src[\\/]components[\\/]ui[\\/]infinite-scroll-sentinel\.tsx$/,
              priority: 0,
            },
            // The header, follow and share buttons the artist, album, track and playlist pages share.
            {
              name: 'catalog-headers',
              test: /src[\\/]features[\\/]catalog[\\/](components[\\/](artist-page|media-header|follow-button)\.tsx|hooks[\\/](use-share-link|use-id-param)\.ts)$/,
              priority: 0,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ['/api', '/auth', '/secure', '/log-viewer'].map((prefix) => [prefix, apiTarget]),
    ),
  },
}));
