import { rowsNeeding } from '../admin-matrix-rows';
import { buildUser } from '../factories';
import type { TestApp } from '../test-app';

/** A fresh pending become-artist request of a fresh user, so no caller finds it decided. */
async function pendingRequest(t: TestApp): Promise<number> {
  const author = await buildUser(t, { name: 'Backstage Matrix Author' });
  const request = await t.services.backstage.create(author.id, {
    type: 'become-artist',
    artist_name: 'Matrix Artist',
    links: [],
    proof_file_ids: [],
  });
  return request.id;
}

/** Reviewing backstage requests: music.update opens every one of them. */
export const BACKSTAGE_ADMIN_MATRIX = rowsNeeding('music.update', {
  'GET /api/v1/backstage-requests': () => ({
    query: { status: 'pending', type: 'become-artist', query: 'matrix' },
  }),
  'POST /api/v1/backstage-requests/:id/approve': async (t) => ({
    params: { id: await pendingRequest(t) },
  }),
  'POST /api/v1/backstage-requests/:id/deny': async (t) => ({
    params: { id: await pendingRequest(t) },
    body: { reason: 'Not enough proof.' },
  }),
  'POST /api/v1/backstage-requests/delete': async (t) => ({
    body: { ids: [await pendingRequest(t)] },
  }),
});
