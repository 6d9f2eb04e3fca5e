import type { AdminMatrixRow } from '../admin-authorization-matrix';
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
export const CUSTOM_PAGES_ADMIN_MATRIX: Record<string, AdminMatrixRow> = {
  'GET /api/v1/custom-pages': {
    permission: 'custom_pages.update',
    request: () => ({ query: { query: 'a' } }),
  },
  'POST /api/v1/custom-pages': {
    permission: 'custom_pages.update',
    request: () => ({ body: { title: uniqueTitle(), body: '<p>New</p>' } }),
  },
  'POST /api/v1/custom-pages/delete': {
    permission: 'custom_pages.update',
    request: async (t) => ({ body: { ids: [await freshPage(t)] } }),
  },
  'PUT /api/v1/custom-pages/:id': {
    permission: 'custom_pages.update',
    request: async (t) => ({
      params: { id: await freshPage(t) },
      body: { title: uniqueTitle(), body: '<p>Changed</p>' },
    }),
  },
  'DELETE /api/v1/custom-pages/:id': {
    permission: 'custom_pages.update',
    request: async (t) => ({ params: { id: await freshPage(t) } }),
  },
};
