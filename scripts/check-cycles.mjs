// `npm run lint` step: no module may import itself back through others. Type-only imports do not
// count (they vanish from the JavaScript). One pass per TypeScript configuration, because each
// resolves its own path aliases; it takes seconds where ESLint's import/no-cycle took minutes.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const dpdm = createRequire(import.meta.url).resolve('dpdm/lib/bin/dpdm.js');
const passes = [
  { tsconfig: 'packages/server/tsconfig.json', files: ['packages/server/src/**/*.ts'] },
  { tsconfig: 'packages/web/tsconfig.json', files: ['packages/web/src/**/*.{ts,tsx}'] },
  {
    tsconfig: 'e2e/tsconfig.json',
    files: ['packages/shared/src/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.{ts,mjs}'],
  },
];

let cycles = false;
for (const { tsconfig, files } of passes) {
  const args = ['--no-warning', '--no-tree', '--no-progress', '--transform'];
  args.push('--exit-code', 'circular:1', '--tsconfig', tsconfig, ...files);
  const { status, stdout, stderr } = spawnSync(process.execPath, [dpdm, ...args], {
    encoding: 'utf8',
  });
  if (status !== 0) {
    cycles = true;
    process.stdout.write(`Import cycles among ${files.join(', ')}:\n${stdout}${stderr}\n`);
  }
}
if (!cycles) console.log('No import cycles.');
process.exit(cycles ? 1 : 0);
