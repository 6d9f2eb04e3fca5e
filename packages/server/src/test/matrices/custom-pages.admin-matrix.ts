import { rowsNeeding } from '../admin-matrix-rows';
import type { TestApp } from '../test-app';

let made = 0;
const uniqueTitle = () => {
  made += 1;
  return `Matrix page ${made} ${Date.now()}`;
};

/** A page of its own for each caller, so a change or a delete never finds it gone. */
async function freshPage(t: TestApp): Promise<number> {
  const page = await t.services.customPages.create(
    {
      title: uniqueTitle(),
      slug: `matrix-page-${made}-${Date.now()}`,
      body: '<p>Made by the admin matrix</p>',
      meta_title: null,
      meta_description: null,
    },
    null,
  );
  return page.id;
}

/** Managing custom pages needs custom_pages.update. */
export const CUSTOM_PAGES_ADMIN_MATRIX = rowsNeeding('custom_pages.update', {
  'GET /api/v1/custom-pages': () => ({ query: { query: 'a' } }),
  'POST /api/v1/custom-pages': () => ({ body: { title: uniqueTitle(), body: '<p>New</p>' } }),
  'POST /api/v1/custom-pages/delete': async (t) => ({ body: { ids: [await freshPage(t)] } }),
  'PUT /api/v1/custom-pages/:id': async (t) => ({
    params: { id: await freshPage(t) },
    body: { title: uniqueTitle(), body: '<p>Changed</p>' },
  }),
  'DELETE /api/v1/custom-pages/:id': async (t) => ({ params: { id: await freshPage(t) } }),
});
