/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-return --
   These tests read JSON answers field by field; the shapes are checked by the assertions. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogTestApp, demoTrack } from '../../test/catalog-fixtures';
import { buildUser, guestClient, loginAs } from '../../test/factories';
import type { TestApp } from '../../test/test-app';

describe('comments on tracks', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createCatalogTestApp();
    url = `/api/v1/tracks/${(await demoTrack(t, 'Harbour Lights')).id}/comments`;
  });
  afterAll(() => t.close());

  const body = (res: { body: string }) => JSON.parse(res.body);

  it('posts a comment at a position and lists it, newest first', async () => {
    const user = await buildUser(t, { name: 'Commenter' });
    const client = await loginAs(t, user);
    const first = await client.post(url, { content: 'Love the intro', position_ms: 1500 });
    expect(first.statusCode).toBe(201);
    expect(body(first).comment).toMatchObject({
      content: 'Love the intro',
      position_ms: 1500,
      user: { id: user.id, name: 'Commenter' },
      replies_count: 0,
    });
    await client.post(url, { content: 'And the ending' });
    const list = body(await guestClient(t).get(url)).pagination;
    expect(list.data[0]).toMatchObject({ content: 'And the ending', position_ms: null });
    expect(list.data[1]).toMatchObject({ content: 'Love the intro', position_ms: 1500 });
  });

  it('counts replies', async () => {
    const client = await loginAs(t, await buildUser(t));
    const parent = body(await client.post(url, { content: 'Question?' })).comment;
    expect((await client.post(url, { content: 'Answer', parent_id: parent.id })).statusCode).toBe(
      201,
    );
    const list = body(await client.get(url)).pagination;
    expect(list.data.find((c: { id: number }) => c.id === parent.id).replies_count).toBe(1);
    expect((await client.post(url, { content: 'x', parent_id: 999999 })).statusCode).toBe(422);
  });

  it('nests replies, and replies to replies, under their top-level comment, oldest first', async () => {
    const trackUrl = `/api/v1/tracks/${(await demoTrack(t, 'Window Seat')).id}/comments`;
    const asker = await loginAs(t, await buildUser(t, { name: 'Asker' }));
    const helper = await loginAs(t, await buildUser(t, { name: 'Helper' }));
    const parent = body(
      await asker.post(trackUrl, { content: 'Which synth?', position_ms: 4000 }),
    ).comment;
    const reply = body(
      await helper.post(trackUrl, { content: 'A Juno', parent_id: parent.id, position_ms: 4000 }),
    ).comment;
    expect(reply).toMatchObject({ parent_id: parent.id, position_ms: 4000 });
    const replyToReply = body(
      await asker.post(trackUrl, { content: 'Thanks!', parent_id: reply.id }),
    ).comment;
    const later = body(await helper.post(trackUrl, { content: 'A newer comment' })).comment;

    const list = body(await guestClient(t).get(trackUrl)).pagination;
    // Only top-level comments are listed and counted; the replied-to one keeps its place.
    expect(list.total).toBe(2);
    expect(list.data.map((c: { id: number }) => c.id)).toEqual([later.id, parent.id]);
    expect(list.data[0]).toMatchObject({ replies_count: 0, replies: [] });
    expect(list.data[1].replies_count).toBe(2);
    expect(list.data[1].replies).toEqual([
      expect.objectContaining({
        id: reply.id,
        parent_id: parent.id,
        user: expect.objectContaining({ name: 'Helper' }),
      }),
      expect.objectContaining({ id: replyToReply.id, parent_id: reply.id, content: 'Thanks!' }),
    ]);

    // Replies must belong to the same track.
    const other = `/api/v1/tracks/${(await demoTrack(t, 'Small Fires')).id}/comments`;
    expect((await asker.post(other, { content: 'x', parent_id: parent.id })).statusCode).toBe(422);

    // The author deletes their reply; the answer to it goes with it.
    const remove = (id: number) =>
      helper.request({ method: 'DELETE', url: `/api/v1/comments/${id}` });
    expect((await remove(reply.id)).statusCode).toBe(204);
    const after = body(await helper.get(trackUrl)).pagination;
    expect(after.data[1]).toMatchObject({ id: parent.id, replies_count: 0, replies: [] });
  });

  it('pages top-level comments', async () => {
    const trackUrl = `/api/v1/tracks/${(await demoTrack(t, 'Coffee Rings')).id}/comments`;
    const client = await loginAs(t, await buildUser(t));
    for (const n of [1, 2, 3]) await client.post(trackUrl, { content: `Comment ${n}` });
    const first = body(await client.get(`${trackUrl}?perPage=2`)).pagination;
    expect(first).toMatchObject({ total: 3, last_page: 2, current_page: 1 });
    const second = body(await client.get(`${trackUrl}?perPage=2&page=2`)).pagination;
    expect(second.data.map((c: { content: string }) => c.content)).toEqual(['Comment 1']);
  });

  it('validates input and refuses guests', async () => {
    const client = await loginAs(t, await buildUser(t));
    expect((await client.post(url, { content: '' })).statusCode).toBe(422);
    expect((await client.post(url, { content: 'x'.repeat(1001) })).statusCode).toBe(422);
    expect((await client.post(url, { content: 'ok', position_ms: -1 })).statusCode).toBe(422);
    expect((await guestClient(t).post(url, { content: 'hello' })).statusCode).toBe(401);
    expect(
      (await client.post('/api/v1/tracks/999999/comments', { content: 'hi' })).statusCode,
    ).toBe(404);
    expect((await client.get('/api/v1/tracks/999999/comments')).statusCode).toBe(404);
  });

  it('lets the author or an admin delete, nobody else', async () => {
    const author = await loginAs(t, await buildUser(t));
    const other = await loginAs(t, await buildUser(t));
    const admin = await loginAs(t, await buildUser(t, { roleNames: ['admin'] }));
    const a = body(await author.post(url, { content: 'mine' })).comment;
    const b = body(await author.post(url, { content: 'also mine' })).comment;
    const remove = (client: typeof author, id: number) =>
      client.request({ method: 'DELETE', url: `/api/v1/comments/${id}` });
    expect((await remove(other, a.id)).statusCode).toBe(403);
    expect(
      (await guestClient(t).request({ method: 'DELETE', url: `/api/v1/comments/${a.id}` }))
        .statusCode,
    ).toBe(401);
    expect((await remove(author, a.id)).statusCode).toBe(204);
    expect((await remove(admin, b.id)).statusCode).toBe(204);
    expect((await remove(admin, b.id)).statusCode).toBe(404);
  });
});
