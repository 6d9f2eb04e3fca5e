import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTE_PRELOADS } from './route-preloads';

const web = path.resolve(import.meta.dirname, '../..');
const router = fs.readFileSync(path.join(web, 'src/app/router.tsx'), 'utf8');
/** Route tables the router joins on navigation (contact and custom pages). */
const sitePages = fs.readFileSync(path.join(web, 'src/app/routes/site-pages-routes.tsx'), 'utf8');
const tables = router + sitePages;

describe('ROUTE_PRELOADS', () => {
  it.each(ROUTE_PRELOADS)(
    '$pattern names a page module the router loads',
    ({ pattern, module }) => {
      expect(fs.existsSync(path.join(web, module))).toBe(true);
      const routePath = pattern === '/' ? null : pattern.slice(1);
      if (routePath) expect(tables).toContain(`path: '${routePath}'`);
      const from = (dir: string) =>
        `./${path.relative(path.join(web, dir), path.join(web, module))}`.replace(/\.tsx$/, '');
      const imports = [from('src/app'), from('src/app/routes')].map((p) => `import('${p}')`);
      expect(imports.some((line) => tables.includes(line))).toBe(true);
    },
  );
});
