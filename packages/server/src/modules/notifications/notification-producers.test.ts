import type { Notification } from '@tonearm/shared/notifications/notifications.schemas';
import { describe, expect, it } from 'vitest';
import { buildTrack, buildUser, loginAs } from '../../test/factories';
import { albumEditorBody, buildOwnerMusic } from '../../test/music-fixtures';
import { useTestApp } from '../../test/use-test-app';

/**
 * The events that make notifications, each through its real route or task:
 * the right person is told, with escaped names and a link to the page, and nobody is told of
 * what they did themselves.
 */
describe('notification producers', () => {
  const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });

  const noticesOf = async (userId: number): Promise<Notification[]> => {
    const rows = await t.database.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      type: row.type as Notification['type'],
      read_at: row.read_at,
      created_at: row.created_at,
      data: JSON.parse(row.data) as Notification['data'],
    }));
  };

  it('tells a user of a new follower once, with the name escaped; following oneself tells nobody', async () => {
    const followed = await buildUser(t);
    const follower = await buildUser(t, { name: '<Mallory & Co>' });
    const client = await loginAs(t, follower);
    const follow = { followable_type: 'user', followable_id: followed.id };
    expect((await client.post('/api/v1/follows', follow)).statusCode).toBe(204);
    expect((await client.post('/api/v1/follows', follow)).statusCode).toBe(204);
    const notices = await noticesOf(followed.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ type: 'follower.new' });
    expect(notices[0]!.data.lines[0]!.content).toBe(
      '<b>&lt;Mallory &amp; Co&gt;</b> started following you',
    );
    expect(notices[0]!.data.mainAction!.action).toBe(`/user/${follower.id}/mallory-and-co`);

    const self = await client.post('/api/v1/follows', {
      followable_type: 'user',
      followable_id: follower.id,
    });
    expect(self.statusCode).toBe(422);
    expect(await noticesOf(follower.id)).toEqual([]);
  });

  it('tells the uploader of a comment on their track, and a commenter of a reply, never oneself', async () => {
    const uploader = await buildUser(t, { name: 'Uploader' });
    const listener = await buildUser(t, { name: 'Listener' });
    const track = await buildTrack(t, { userId: uploader.id, name: 'Night Drive' });
    const listenerClient = await loginAs(t, listener);
    const uploaderClient = await loginAs(t, uploader);

    const comment = await listenerClient.post(`/api/v1/tracks/${track.id}/comments`, {
      content: 'Love the <synths>',
    });
    expect(comment.statusCode).toBe(201);
    const commentId = comment.json<{ comment: { id: number } }>().comment.id;
    const [onTrack] = await noticesOf(uploader.id);
    expect(onTrack).toMatchObject({ type: 'comment.on_track' });
    expect(onTrack!.data.lines.map((line) => line.content)).toEqual([
      '<b>Listener</b> commented on your track <b>Night Drive</b>',
      'Love the &lt;synths&gt;',
    ]);
    expect(onTrack!.data.mainAction!.action).toBe(`/track/${track.id}/night-drive`);

    // The uploader answers: the listener hears of the reply; the uploader hears nothing of it.
    await uploaderClient.post(`/api/v1/tracks/${track.id}/comments`, {
      content: 'Thanks!',
      parent_id: commentId,
    });
    const replies = await noticesOf(listener.id);
    expect(replies.map((notice) => notice.type)).toEqual(['comment.reply']);
    expect(replies[0]!.data.lines[0]!.content).toBe(
      '<b>Uploader</b> replied to your comment on <b>Night Drive</b>',
    );
    expect(await noticesOf(uploader.id)).toHaveLength(1);

    // The listener answers their own comment: only the uploader hears (as a comment on the track).
    await listenerClient.post(`/api/v1/tracks/${track.id}/comments`, {
      content: 'Also the drums',
      parent_id: commentId,
    });
    expect((await noticesOf(listener.id)).map((notice) => notice.type)).toEqual(['comment.reply']);
    expect((await noticesOf(uploader.id)).map((notice) => notice.type)).toEqual([
      'comment.on_track',
      'comment.on_track',
    ]);
  });

  it('tells every follower of the artist of a new album once, not the publisher, not of each track', async () => {
    const artistOwner = await buildUser(t, { permissions: [{ name: 'music.create' }] });
    const music = await buildOwnerMusic(t, artistOwner.id, { status: 'draft', name: 'Tide' });
    const followers = [await buildUser(t), await buildUser(t), await buildUser(t)];
    for (const follower of followers) {
      const client = await loginAs(t, follower);
      await client.post('/api/v1/follows', {
        followable_type: 'artist',
        followable_id: music.ownArtistId,
      });
    }
    const stranger = await buildUser(t);
    // The publisher follows their own artist: still not told of their own release.
    await (
      await loginAs(t, artistOwner)
    ).post('/api/v1/follows', { followable_type: 'artist', followable_id: music.ownArtistId });

    const owner = await loginAs(t, artistOwner);
    const published = await owner.post('/api/v1/music/publish', { album_ids: [music.ownAlbumId] });
    expect(published.statusCode, published.body).toBe(200);

    for (const follower of followers) {
      const notices = await noticesOf(follower.id);
      expect(notices.map((notice) => notice.type)).toEqual(['release.new']);
      expect(notices[0]!.data.lines[0]!.content).toBe(
        '<b>Tide artist</b> released a new album: <b>Tide album</b>',
      );
      expect(notices[0]!.data.mainAction!.action).toBe(
        `/album/${music.ownAlbumId}/tide-artist/tide-album`,
      );
    }
    expect(await noticesOf(artistOwner.id)).toEqual([]);
    expect(await noticesOf(stranger.id)).toEqual([]);

    // Publishing again (nothing is a draft any more) tells nobody twice.
    await owner.post('/api/v1/music/publish', { album_ids: [music.ownAlbumId] });
    expect(await noticesOf(followers[0]!.id)).toHaveLength(1);
  });

  it('tells followers when a private album is made public, and not again on the next edit', async () => {
    const artistOwner = await buildUser(t, { permissions: [{ name: 'music.create' }] });
    const music = await buildOwnerMusic(t, artistOwner.id, { name: 'Hush' });
    await t.database.db
      .updateTable('albums')
      .set({ public: 0 })
      .where('id', '=', music.ownAlbumId)
      .execute();
    const follower = await buildUser(t);
    await (
      await loginAs(t, follower)
    ).post('/api/v1/follows', { followable_type: 'artist', followable_id: music.ownArtistId });
    const owner = await loginAs(t, artistOwner);
    const album = (isPublic: boolean) =>
      albumEditorBody({
        name: 'Hush album',
        artists: [{ id: music.ownArtistId }],
        public: isPublic,
        track_ids: [music.ownTrackId],
      });
    const update = (isPublic: boolean) =>
      owner.request({
        method: 'PUT',
        url: `/api/v1/albums/${music.ownAlbumId}`,
        payload: album(isPublic),
      });
    expect((await update(false)).statusCode).toBe(200);
    expect(await noticesOf(follower.id)).toEqual([]);
    const made = await update(true);
    expect(made.statusCode, made.body).toBe(200);
    const notices = await noticesOf(follower.id);
    expect(notices.map((notice) => notice.type)).toEqual(['release.new']);
    expect(notices[0]!.data.lines[0]!.content).toBe(
      '<b>Hush artist</b> released a new album: <b>Hush album</b>',
    );
    await update(true);
    expect(await noticesOf(follower.id)).toHaveLength(1);
  });

  it('tells the holder of a cancelled subscription ending within 3 days, once per end', async () => {
    const holder = await buildUser(t);
    const later = await buildUser(t);
    const db = t.database.db;
    const now = new Date().toISOString();
    const product = await db
      .insertInto('products')
      .values({ name: 'Gold <Plan>', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const subscription = (userId: number, days: number) =>
      db
        .insertInto('subscriptions')
        .values({
          user_id: userId,
          product_id: product.id,
          gateway: 'none',
          status: 'cancelled',
          ends_at: new Date(Date.now() + days * 86_400_000).toISOString(),
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const soon = await subscription(holder.id, 2);
    await subscription(later.id, 5);

    const billing = t.app.services.billing;
    expect(await billing.notifyEndingSoon()).toBe(1);
    expect(await billing.notifyEndingSoon()).toBe(0);
    const notices = await noticesOf(holder.id);
    expect(notices.map((notice) => notice.type)).toEqual(['subscription.ending_soon']);
    expect(notices[0]!.data.lines[0]!.content).toMatch(
      /^Your <b>Gold &lt;Plan&gt;<\/b> subscription ends on /,
    );
    expect(await noticesOf(later.id)).toEqual([]);

    // Resumed and cancelled again with a new end: told of the new end.
    await db
      .updateTable('subscriptions')
      .set({ ends_at: new Date(Date.now() + 1 * 86_400_000).toISOString() })
      .where('id', '=', soon.id)
      .execute();
    expect(await billing.notifyEndingSoon()).toBe(1);
    expect(await noticesOf(holder.id)).toHaveLength(2);
  });
});
