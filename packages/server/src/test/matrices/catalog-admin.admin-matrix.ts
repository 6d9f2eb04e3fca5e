import type { AdminMatrixRow } from '../admin-authorization-matrix';
import { buildUser } from '../factories';
import type { TestApp } from '../test-app';
import { catalogFixtures } from '../fixtures/catalog-admin.fixtures';

const music = 'music.update' as const;
const channelBody = (slug: string) => ({
  name: 'Matrix channel',
  slug,
  layout: 'grid',
  content_type: 'tracks',
  source: 'top-tracks',
});
let counter = 0;
const fresh = () => `matrix-${Date.now().toString(36)}-${++counter}`;
const ids = (make: (t: TestApp) => Promise<{ id: number }>) => async (t: TestApp) => ({
  body: { ids: [(await make(t)).id] },
});

/** The catalog admin routes: music.update, tags.update or files.update. */
export const CATALOG_ADMIN_MATRIX: Record<string, AdminMatrixRow> = {
  'GET /api/v1/admin/tracks': {
    permission: music,
    request: () => ({ query: { status: 'published', orderBy: 'name', query: 'x' } }),
  },
  'POST /api/v1/admin/tracks/delete': {
    permission: music,
    request: ids((t) => catalogFixtures(t).track()),
  },
  'GET /api/v1/admin/albums': { permission: music },
  'POST /api/v1/admin/albums/delete': {
    permission: music,
    request: ids((t) => catalogFixtures(t).album()),
  },
  'GET /api/v1/admin/artists': { permission: music },
  'POST /api/v1/admin/artists/delete': {
    permission: music,
    request: ids((t) => catalogFixtures(t).artist()),
  },
  'GET /api/v1/admin/channels': { permission: music },
  'GET /api/v1/admin/channels/item-search': {
    permission: music,
    request: () => ({ query: { type: 'tracks', query: 'a' } }),
  },
  'POST /api/v1/admin/channels/preview': {
    permission: music,
    request: () => ({ body: channelBody('preview') }),
  },
  'POST /api/v1/admin/channels': {
    permission: music,
    request: () => ({ body: channelBody(fresh()) }),
  },
  'POST /api/v1/admin/channels/delete': {
    permission: music,
    request: ids((t) => catalogFixtures(t).channel(fresh())),
  },
  'GET /api/v1/admin/channels/:slugOrId': {
    permission: music,
    request: async (t) => ({
      params: { slugOrId: (await catalogFixtures(t).channel(fresh())).id },
    }),
  },
  'PUT /api/v1/admin/channels/:slugOrId': {
    permission: music,
    request: async (t) => {
      const slug = fresh();
      await catalogFixtures(t).channel(slug);
      return { params: { slugOrId: slug }, body: channelBody(slug) };
    },
  },
  'GET /api/v1/admin/genres': { permission: music },
  'POST /api/v1/admin/genres': {
    permission: music,
    request: () => ({ body: { name: `Genre ${fresh()}` } }),
  },
  'PUT /api/v1/admin/genres/:id': {
    permission: music,
    request: async (t) => ({
      params: { id: (await catalogFixtures(t).genre()).id },
      body: { name: `Genre ${fresh()}`, popularity: 3 },
    }),
  },
  'POST /api/v1/admin/genres/delete': {
    permission: music,
    request: ids((t) => catalogFixtures(t).genre()),
  },
  'GET /api/v1/admin/tags': { permission: 'tags.update' },
  'POST /api/v1/admin/tags': {
    permission: 'tags.update',
    request: () => ({ body: { name: `tag ${fresh()}` } }),
  },
  'PUT /api/v1/admin/tags/:id': {
    permission: 'tags.update',
    request: async (t) => ({
      params: { id: (await catalogFixtures(t).tag()).id },
      body: { name: `tag ${fresh()}` },
    }),
  },
  'POST /api/v1/admin/tags/delete': {
    permission: 'tags.update',
    request: ids((t) => catalogFixtures(t).tag()),
  },
  'GET /api/v1/admin/playlists': { permission: music },
  'POST /api/v1/admin/playlists/delete': {
    permission: music,
    request: ids(async (t) => catalogFixtures(t).playlist((await buildUser(t)).id)),
  },
  'GET /api/v1/admin/lyrics': { permission: music },
  'POST /api/v1/admin/lyrics/delete': {
    permission: music,
    request: ids(async (t) => {
      const f = catalogFixtures(t);
      return f.lyrics((await f.track()).id);
    }),
  },
  'GET /api/v1/admin/comments': { permission: music },
  'POST /api/v1/admin/comments/delete': {
    permission: music,
    request: ids(async (t) => {
      const f = catalogFixtures(t);
      return f.comment((await f.track()).id, (await buildUser(t)).id);
    }),
  },
  'GET /api/v1/admin/files': { permission: 'files.update' },
  'POST /api/v1/admin/files/delete': {
    permission: 'files.update',
    request: async (t) => {
      const user = await buildUser(t);
      const entry = await catalogFixtures(t).file(user.id, 'matrix.png', `matrix/${fresh()}.png`);
      return { body: { ids: [entry.id] } };
    },
  },
};
