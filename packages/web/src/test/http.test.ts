import { describe, expect, it } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { answer, fail, sentBodies, sentRequests } from './http';

describe('the test HTTP server', () => {
  it('answers the api client at the network edge and records what it sent', async () => {
    answer.get('me', { user: { id: 1 } });
    answer.put('tracks/:id', ({ params, body }) => ({ id: params.id, body }));
    expect((await apiClient.get('me', { params: { page: 2 } })).data).toEqual({ user: { id: 1 } });
    expect((await apiClient.put('tracks/5', { name: 'x' })).data).toEqual({
      id: '5',
      body: { name: 'x' },
    });
    expect(sentRequests('get', 'me')[0]!.query).toEqual({ page: '2' });
    expect(sentBodies('put', 'tracks/5')).toEqual([{ name: 'x' }]);
  });

  it('answers once-answers first, in order, then the last lasting answer', async () => {
    answer.get('n', { n: 3 });
    answer.get('n', { n: 1 }, { once: true });
    answer.get('n', { n: 2 }, { once: true });
    const read = async () => ((await apiClient.get('n')).data as { n: number }).n;
    expect([await read(), await read(), await read(), await read()]).toEqual([1, 2, 3, 3]);
  });

  it('fails with a status and body', async () => {
    fail.post('auth/login', 422, { message: 'No' });
    const error = await apiClient.post('auth/login', {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ response: { status: 422, data: { message: 'No' } } });
  });
});
