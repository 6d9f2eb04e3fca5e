import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTE_PRELOADS } from './route-preloads';

const web = path.resolve(import.meta.dirname, '../..');
const router = fs.readFileSync(path.join(web, 'src/app/router.tsx'), 'utf8');

describe('ROUTE_PRELOADS', () => {
  it.each(ROUTE_PRELOADS)(
    '$pattern names a page module the router loads',
    ({ pattern, module }) => {
      expect(fs.existsSync(path.join(web, module))).toBe(true);
      const routePath = pattern === '/' ? null : pattern.slice(1);
      if (routePath) expect(router).toContain(`path: '${routePath}'`);
      const importPath = `./${path.relative(path.join(web, 'src/app'), path.join(web, module))}`;
      expect(router).toContain(`import('${importPath.replace(/\.tsx$/, '')}')`);
    },
  );
});
