/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-return --
   These tests read JSON answers field by field; the shapes are checked by the assertions. */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTrack, buildUser, guestClient, loginAs } from '../../test/factories';
import { type TestClient } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

const body = (res: { body: string }) => JSON.parse(res.body);
const remove = (client: TestClient, id: number) =>
  client.request({ method: 'DELETE', url: `/api/v1/comments/${id}` });

describe('comments on tracks', () => {
  let url: string;
  const t = useTestApp();
  beforeAll(async () => {
    url = `/api/v1/tracks/${(await buildTrack(t, { name: 'Harbour Lights' })).id}/comments`;
  });

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

  it('a reply racing the removal of its comment ends in one consistent state, never a 500', async () => {
    const author = await loginAs(t, await buildUser(t));
    const replier = await loginAs(t, await buildUser(t));
    for (let round = 0; round < 8; round += 1) {
      const parent = body(await author.post(url, { content: `Going soon ${round}` })).comment;
      const [removed, reply] = await Promise.all([
        author.request({ method: 'DELETE', url: `/api/v1/comments/${parent.id}` }),
        replier.post(url, { content: 'Wait!', parent_id: parent.id }),
      ]);
      expect(removed.statusCode).toBe(204);
      const shown = body(await guestClient(t).get(`${url}?perPage=100`)).pagination.data.find(
        (comment: { id: number }) => comment.id === parent.id,
      );
      if (reply.statusCode === 201) {
        // The reply got in first: the comment stays as a tombstone over it.
        expect(shown).toMatchObject({ deleted: true, replies_count: 1 });
      } else {
        expect(reply.statusCode).toBe(422);
        expect(shown).toBeUndefined();
      }
    }
  });

  it('nests replies, and replies to replies, under their top-level comment, oldest first', async () => {
    const trackUrl = `/api/v1/tracks/${(await buildTrack(t, { name: 'Window Seat' })).id}/comments`;
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
    const other = `/api/v1/tracks/${(await buildTrack(t, { name: 'Small Fires' })).id}/comments`;
    expect((await asker.post(other, { content: 'x', parent_id: parent.id })).statusCode).toBe(422);

    // The author deletes their reply; the answer to it stays, under the reply's tombstone.
    expect((await remove(helper, reply.id)).statusCode).toBe(204);
    const after = body(await helper.get(trackUrl)).pagination;
    expect(after.data[1]).toMatchObject({ id: parent.id, replies_count: 1 });
    expect(after.data[1].replies).toEqual([
      expect.objectContaining({ id: reply.id, deleted: true, content: '', user: null }),
      expect.objectContaining({ id: replyToReply.id, parent_id: reply.id, content: 'Thanks!' }),
    ]);
  });

  it('pages top-level comments', async () => {
    const trackUrl = `/api/v1/tracks/${(await buildTrack(t, { name: 'Coffee Rings' })).id}/comments`;
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

describe('deleting comments that have replies', () => {
  const t = useTestApp();

  /** A track of its own for each test, so counts are exact. */
  async function trackUrl(name: string) {
    return `/api/v1/tracks/${(await buildTrack(t, { name })).id}/comments`;
  }
  /** What a guest is shown: `{pagination, comments_count}`. */
  async function listOf(url: string) {
    return body(await guestClient(t).get(url));
  }

  it("keeps a comment with someone else's reply as a tombstone, and the reply under it", async () => {
    const url = await trackUrl('Dreamer of Lights');
    const author = await loginAs(t, await buildUser(t, { name: 'Tombstone Author' }));
    const replier = await loginAs(t, await buildUser(t, { name: 'Faithful Replier' }));
    const parent = body(
      await author.post(url, { content: 'Secret opinion', position_ms: 2000 }),
    ).comment;
    const reply = body(
      await replier.post(url, { content: 'I disagree', parent_id: parent.id }),
    ).comment;
    expect((await listOf(url)).comments_count).toBe(2);

    expect((await remove(author, parent.id)).statusCode).toBe(204);
    const res = await guestClient(t).get(url);
    // Neither the words nor the author of a deleted comment are given away.
    expect(res.body).not.toContain('Secret opinion');
    expect(res.body).not.toContain('Tombstone Author');
    const { pagination, comments_count } = body(res);
    expect(pagination.total).toBe(1);
    expect(comments_count).toBe(1);
    expect(pagination.data[0]).toEqual({
      id: parent.id,
      content: '',
      position_ms: null,
      parent_id: null,
      user: null,
      deleted: true,
      created_at: parent.created_at,
      replies_count: 1,
      replies: [
        expect.objectContaining({
          id: reply.id,
          content: 'I disagree',
          deleted: false,
          user: expect.objectContaining({ name: 'Faithful Replier' }),
        }),
      ],
    });

    // A tombstone is already deleted, and takes no new replies.
    expect((await remove(author, parent.id)).statusCode).toBe(404);
    const late = await replier.post(url, { content: 'Too late', parent_id: parent.id });
    expect(late.statusCode).toBe(422);
    expect(body(late).errors.parent_id).toBeDefined();

    // The last reply goes, and the tombstone with it.
    expect((await remove(replier, reply.id)).statusCode).toBe(204);
    const empty = await listOf(url);
    expect(empty.pagination.total).toBe(0);
    expect(empty.pagination.data).toEqual([]);
    expect(empty.comments_count).toBe(0);
  });

  it('removes a comment nobody answered outright, and the count drops', async () => {
    const url = await trackUrl('Coastline Run');
    const author = await loginAs(t, await buildUser(t));
    const first = body(await author.post(url, { content: 'One' })).comment;
    await author.post(url, { content: 'Two' });
    expect((await listOf(url)).comments_count).toBe(2);
    expect((await remove(author, first.id)).statusCode).toBe(204);
    const after = await listOf(url);
    expect(after.pagination.total).toBe(1);
    expect(after.comments_count).toBe(1);
    expect(after.pagination.data.map((c: { content: string }) => c.content)).toEqual(['Two']);
    expect((await remove(author, first.id)).statusCode).toBe(404);
  });

  it('keeps a deleted reply that was answered, and clears the tombstones up the thread once its last reply goes', async () => {
    const url = await trackUrl('Afterglow Boulevard');
    const ann = await loginAs(t, await buildUser(t, { name: 'Ann' }));
    const bob = await loginAs(t, await buildUser(t, { name: 'Bob' }));
    const top = body(await ann.post(url, { content: 'Top' })).comment;
    const middle = body(await bob.post(url, { content: 'Middle', parent_id: top.id })).comment;
    const leaf = body(await ann.post(url, { content: 'Leaf', parent_id: middle.id })).comment;

    // Bob's answered reply stays as a tombstone; the thread and its count stay right.
    expect((await remove(bob, middle.id)).statusCode).toBe(204);
    let list = await listOf(url);
    expect(list.comments_count).toBe(2);
    expect(list.pagination.data[0]).toMatchObject({ id: top.id, deleted: false, replies_count: 1 });
    expect(list.pagination.data[0].replies).toEqual([
      expect.objectContaining({ id: middle.id, deleted: true, content: '', user: null }),
      expect.objectContaining({ id: leaf.id, parent_id: middle.id, content: 'Leaf' }),
    ]);

    // The top comment goes too, as a tombstone: a reply still hangs under it.
    expect((await remove(ann, top.id)).statusCode).toBe(204);
    list = await listOf(url);
    expect(list.comments_count).toBe(1);
    expect(list.pagination.data[0]).toMatchObject({ id: top.id, deleted: true, replies_count: 1 });

    // The last living reply goes: both tombstones above it go with it.
    expect((await remove(ann, leaf.id)).statusCode).toBe(204);
    list = await listOf(url);
    expect(list.pagination).toMatchObject({ total: 0, data: [] });
    expect(list.comments_count).toBe(0);
  });

  it('stops clearing at a comment that is still standing', async () => {
    const url = await trackUrl('Chrome Hearts');
    const ann = await loginAs(t, await buildUser(t));
    const bob = await loginAs(t, await buildUser(t));
    const top = body(await ann.post(url, { content: 'Still here' })).comment;
    const middle = body(await bob.post(url, { content: 'Answered', parent_id: top.id })).comment;
    const leaf = body(await ann.post(url, { content: 'Answer', parent_id: middle.id })).comment;
    const sibling = body(await bob.post(url, { content: 'Sibling', parent_id: top.id })).comment;
    expect((await remove(bob, middle.id)).statusCode).toBe(204);
    expect((await remove(ann, leaf.id)).statusCode).toBe(204);
    const list = await listOf(url);
    expect(list.comments_count).toBe(2);
    expect(list.pagination.data).toEqual([
      expect.objectContaining({
        id: top.id,
        content: 'Still here',
        deleted: false,
        replies_count: 1,
        replies: [expect.objectContaining({ id: sibling.id, content: 'Sibling' })],
      }),
    ]);
  });

  it("lets only the author or a moderator delete, and a moderator's delete keeps the replies too", async () => {
    const url = await trackUrl('Tunnel Vision');
    const author = await loginAs(t, await buildUser(t));
    const replier = await loginAs(t, await buildUser(t));
    const stranger = await loginAs(t, await buildUser(t));
    // `music.update` is not a seeded permission, so in practice admins are the moderators.
    const moderator = await loginAs(t, await buildUser(t, { roleNames: ['admin'] }));
    const parent = body(await author.post(url, { content: 'Rude remark' })).comment;
    const reply = body(
      await replier.post(url, { content: 'Please be kind', parent_id: parent.id }),
    ).comment;

    // Someone else's comment, answered or not, is not theirs to delete.
    expect((await remove(stranger, parent.id)).statusCode).toBe(403);
    expect((await remove(replier, parent.id)).statusCode).toBe(403);
    expect((await remove(author, reply.id)).statusCode).toBe(403);
    expect(
      (await guestClient(t).request({ method: 'DELETE', url: `/api/v1/comments/${parent.id}` }))
        .statusCode,
    ).toBe(401);
    expect((await listOf(url)).comments_count).toBe(2);

    expect((await remove(moderator, parent.id)).statusCode).toBe(204);
    const list = await listOf(url);
    expect(list.comments_count).toBe(1);
    expect(list.pagination.data[0]).toMatchObject({ id: parent.id, deleted: true, user: null });
    expect(list.pagination.data[0].replies).toEqual([
      expect.objectContaining({ id: reply.id, content: 'Please be kind' }),
    ]);
    // Nobody deletes a tombstone: it goes with its last reply.
    expect((await remove(moderator, parent.id)).statusCode).toBe(404);
    expect((await remove(stranger, parent.id)).statusCode).toBe(404);
  });
});

describe("deleting an account keeps other people's replies", () => {
  const t = useTestApp();

  const post = async (client: TestClient, url: string, content: string, parentId?: number) => {
    const res = await client.post(url, { content, parent_id: parentId ?? null });
    expect(res.statusCode).toBe(201);
    return body(res).comment as { id: number };
  };
  /** The user deletes their own account, as the account page does. */
  async function deleteOwnAccount(client: TestClient) {
    const confirmed = await client.post('/auth/user/confirm-password', {
      password: 'correct horse battery',
    });
    expect(confirmed.statusCode).toBe(200);
    const res = await client.request({
      method: 'DELETE',
      url: '/api/v1/users/me',
      payload: { deleteCurrentUser: true },
    });
    expect(res.statusCode).toBe(200);
  }
  async function commentsLeftBy(userId: number) {
    return t.database.db
      .selectFrom('comments')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
  }

  it("leaves the replies under a tombstone and takes the author's own comments and replies", async () => {
    const url = `/api/v1/tracks/${(await buildTrack(t, { name: 'Harbour Lights' })).id}/comments`;
    const ann = await buildUser(t, { name: 'Ann Leaving' });
    const annClient = await loginAs(t, ann);
    const bob = await loginAs(t, await buildUser(t, { name: 'Bob Staying' }));
    const cat = await loginAs(t, await buildUser(t, { name: 'Cat Staying' }));

    const answered = await post(annClient, url, 'Gone: answered');
    const bobsReply = await post(bob, url, 'Bob answering', answered.id);
    await post(annClient, url, 'Gone: unanswered');
    // Bob's answer is two levels down, under Ann's own reply: both of Ann's stay as tombstones.
    const deep = await post(annClient, url, 'Gone: deep');
    const annOnDeep = await post(annClient, url, 'Gone: her own reply', deep.id);
    const bobOnDeep = await post(bob, url, 'Bob two levels down', annOnDeep.id);
    // Only Ann below Ann: the whole thread goes.
    await post(annClient, url, 'Gone: talking to herself');
    const catsComment = await post(cat, url, 'Cat standing');
    await post(annClient, url, 'Gone: under Cat', catsComment.id);
    // Cat deleted this one while Ann's reply kept it as a tombstone: it goes with that reply.
    const catsTombstone = await post(cat, url, 'Cat deleted');
    await post(annClient, url, 'Gone: the last reply', catsTombstone.id);
    expect((await remove(cat, catsTombstone.id)).statusCode).toBe(204);

    await deleteOwnAccount(annClient);

    const res = await guestClient(t).get(`${url}?perPage=100`);
    expect(res.statusCode).toBe(200);
    // Nothing of what she wrote, nor her name.
    expect(res.body).not.toContain('Gone:');
    expect(res.body).not.toContain('Ann Leaving');
    const { pagination, comments_count } = body(res);
    expect(pagination.data.map((c: { id: number }) => c.id)).toEqual([
      catsComment.id,
      deep.id,
      answered.id,
    ]);
    expect(pagination.total).toBe(3);
    // Cat's comment and Bob's two replies.
    expect(comments_count).toBe(3);
    const tombstone = { content: '', position_ms: null, user: null, deleted: true };
    expect(pagination.data[0]).toMatchObject({
      content: 'Cat standing',
      deleted: false,
      replies_count: 0,
      replies: [],
    });
    expect(pagination.data[1]).toMatchObject({ ...tombstone, replies_count: 1 });
    expect(pagination.data[1].replies).toEqual([
      expect.objectContaining({ id: annOnDeep.id, ...tombstone }),
      expect.objectContaining({
        id: bobOnDeep.id,
        parent_id: annOnDeep.id,
        content: 'Bob two levels down',
        user: expect.objectContaining({ name: 'Bob Staying' }),
      }),
    ]);
    expect(pagination.data[2]).toMatchObject({ ...tombstone, replies_count: 1 });
    expect(pagination.data[2].replies).toEqual([
      expect.objectContaining({
        id: bobsReply.id,
        content: 'Bob answering',
        deleted: false,
        user: expect.objectContaining({ name: 'Bob Staying' }),
      }),
    ]);
    expect(await commentsLeftBy(ann.id)).toEqual([]);

    // The tombstones behave like any other: no new replies, and they go with their last reply.
    expect((await bob.post(url, { content: 'Hello?', parent_id: answered.id })).statusCode).toBe(
      422,
    );
    expect((await remove(bob, bobsReply.id)).statusCode).toBe(204);
    expect((await remove(bob, bobOnDeep.id)).statusCode).toBe(204);
    const after = body(await guestClient(t).get(url));
    expect(after.pagination.data.map((c: { id: number }) => c.id)).toEqual([catsComment.id]);
    expect(after.comments_count).toBe(1);
  });

  it('a reply racing the deletion of the account ends under a tombstone or refused, never lost', async () => {
    const url = `/api/v1/tracks/${(await buildTrack(t, { name: 'Small Fires' })).id}/comments`;
    const replier = await loginAs(t, await buildUser(t));
    for (let round = 0; round < 4; round += 1) {
      const leaving = await loginAs(t, await buildUser(t));
      const parent = await post(leaving, url, `Leaving soon ${round}`);
      const confirmed = await leaving.post('/auth/user/confirm-password', {
        password: 'correct horse battery',
      });
      expect(confirmed.statusCode).toBe(200);
      const [deleted, reply] = await Promise.all([
        leaving.request({
          method: 'DELETE',
          url: '/api/v1/users/me',
          payload: { deleteCurrentUser: true },
        }),
        replier.post(url, { content: 'Wait!', parent_id: parent.id }),
      ]);
      expect(deleted.statusCode).toBe(200);
      const shown = body(await guestClient(t).get(`${url}?perPage=100`)).pagination.data.find(
        (comment: { id: number }) => comment.id === parent.id,
      );
      if (reply.statusCode === 201) {
        expect(shown).toMatchObject({ deleted: true, user: null, replies_count: 1 });
      } else {
        expect(reply.statusCode).toBe(422);
        expect(shown).toBeUndefined();
      }
    }
  });

  it('does the same when a manager deletes the account', async () => {
    const url = `/api/v1/tracks/${(await buildTrack(t, { name: 'Window Seat' })).id}/comments`;
    const ann = await buildUser(t, { name: 'Ann Removed' });
    const annClient = await loginAs(t, ann);
    const bob = await loginAs(t, await buildUser(t, { name: 'Bob Replier' }));
    const manager = await loginAs(
      t,
      await buildUser(t, { permissions: [{ name: 'users.update' }] }),
    );
    const answered = await post(annClient, url, 'Spam with an answer');
    const reply = await post(bob, url, 'Please stop', answered.id);
    await post(annClient, url, 'Spam alone');

    const res = await manager.request({
      method: 'DELETE',
      url: `/api/v1/users/${ann.id}`,
      payload: {},
    });
    expect(res.statusCode).toBe(200);

    const { pagination, comments_count } = body(await guestClient(t).get(url));
    expect(comments_count).toBe(1);
    expect(pagination.data).toEqual([
      expect.objectContaining({
        id: answered.id,
        content: '',
        user: null,
        deleted: true,
        replies: [expect.objectContaining({ id: reply.id, content: 'Please stop' })],
      }),
    ]);
    expect(await commentsLeftBy(ann.id)).toEqual([]);
  });
});
