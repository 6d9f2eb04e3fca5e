import { rowsNeeding } from '../admin-matrix-rows';
import type { TestApp } from '../test-app';

/** A stored message for each caller (written directly: the form's throttle is not under test). */
async function freshMessage(t: TestApp): Promise<number> {
  const row = await t.database.db
    .insertInto('contact_messages')
    .values({ name: 'Matrix Visitor', email: 'visitor@example.com', message: 'Hello', ip: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The contact messages are the settings admins' (settings.update). */
export const CONTACT_ADMIN_MATRIX = rowsNeeding('settings.update', {
  'GET /api/v1/contact-messages': () => ({ query: { query: 'a' } }),
  'POST /api/v1/contact-messages/delete': async (t) => ({ body: { ids: [await freshMessage(t)] } }),
  'GET /api/v1/contact-messages/:id': async (t) => ({ params: { id: await freshMessage(t) } }),
  'DELETE /api/v1/contact-messages/:id': async (t) => ({ params: { id: await freshMessage(t) } }),
});
