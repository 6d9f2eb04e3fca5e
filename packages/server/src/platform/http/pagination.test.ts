import type { FastifyPluginAsync } from 'fastify';
import { describe, expect, it } from 'vitest';
import { guestClient } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { paginated, readPagination } from './pagination';

const TRACKS = Array.from({ length: 23 }, (_, index) => ({ id: index + 1 }));

const listRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/v1/test/tracks', async (request) => {
    const query = readPagination(request.query);
    const from = (query.page - 1) * query.perPage;
    return paginated(TRACKS.slice(from, from + query.perPage), TRACKS.length, query);
  });
};

describe('the pagination shape', () => {
  const t = useTestApp({}, listRoutes);

  it.each([
    {
      name: 'answers a list as {pagination: {data, current_page, per_page, total, last_page}}',
      query: '',
      page: { data: TRACKS.slice(0, 15), current_page: 1, per_page: 15, last_page: 2 },
    },
    {
      name: 'reads page and perPage from the query string',
      query: '?page=3&perPage=10',
      page: { data: TRACKS.slice(20), current_page: 3, per_page: 10, last_page: 3 },
    },
  ])('$name', async ({ query, page }) => {
    const response = await guestClient(t).get(`/api/v1/test/tracks${query}`);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ pagination: Record<string, unknown> }>();
    expect(Object.keys(body)).toEqual(['pagination']);
    expect(body.pagination).toEqual({ ...page, total: TRACKS.length });
  });

  it('answers a page past the end with no data, not an error', async () => {
    const response = await guestClient(t).get('/api/v1/test/tracks?page=9');
    expect(response.statusCode).toBe(200);
    expect(response.json<{ pagination: { data: unknown[] } }>().pagination.data).toEqual([]);
  });

  it.each(['perPage=101', 'perPage=0', 'page=0', 'page=abc'])(
    'refuses %s with a 422 naming the field',
    async (query) => {
      const response = await guestClient(t).get(`/api/v1/test/tracks?${query}`);
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json<{ errors: Record<string, string[]> }>().errors)).toEqual([
        query.split('=')[0],
      ]);
    },
  );
});
