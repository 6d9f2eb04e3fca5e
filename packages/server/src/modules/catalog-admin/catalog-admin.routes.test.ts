import {
  adminChannelAnswerSchema,
  channelItemSearchAnswerSchema,
} from '@tonearm/shared/catalog-admin/catalog-admin.schemas';
import { CHANNEL_CONTENT_TYPES } from '@tonearm/shared/catalog/catalog.schemas';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildUser, guestClient, loginAs } from '../../test/factories';
import type { TestClient } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { catalogFixtures } from '../../test/fixtures/catalog-admin.fixtures';
import { storedIds, storedValue } from '../../test/stored-rows';

interface Row {
  id: number;
  name: string;
  [key: string]: unknown;
}
/** The answers' shapes these tests read. */
interface Body {
  pagination: { data: Row[]; total: number };
  channel: {
    items: Row[];
    seo_title: string | null;
    content: { pagination: { data: Row[]; total: number } };
  };
  errors: Record<string, string[]>;
  message: string;
  genre: { id: number };
  tag: { id: number };
}

const put = (client: TestClient, url: string, payload: unknown) =>
  client.request({ method: 'PUT', url, payload: payload as never });

describe('catalog admin API', () => {
  const t = useTestApp();
  let admin: TestClient;
  let f: ReturnType<typeof catalogFixtures>;

  beforeAll(async () => {
    f = catalogFixtures(t);
    const editor = await buildUser(t, { permissions: [{ name: 'music.update' }] });
    admin = await loginAs(t, editor);
  });

  it('lists tracks with search, sort and the status and visibility filters', async () => {
    const artist = await f.artist('Lime Harbour');
    const album = await f.album('Zebra Crossing');
    const draft = await f.track('Zebra Draft', { status: 'draft', album_id: album.id });
    const live = await f.track('Zebra Live', { plays_count: 9 });
    const hidden = await f.track('Zebra Hidden', { public: 0 });
    const later = await f.track('Zebra Later', { release_at: '2999-01-01T00:00:00.000Z' });
    await t.database.db
      .insertInto('track_artists')
      .values({ track_id: draft.id, artist_id: artist.id, position: 0 })
      .execute();

    const all = await admin.get('/api/v1/admin/tracks?query=zebra&orderBy=name&orderDir=asc');
    expect(all.statusCode).toBe(200);
    const names = all.json<Body>().pagination.data.map((r: { name: string }) => r.name);
    expect(names).toEqual(['Zebra Draft', 'Zebra Hidden', 'Zebra Later', 'Zebra Live']);
    const row = all.json<Body>().pagination.data[0]!;
    expect(row.artists).toEqual([{ id: artist.id, name: 'Lime Harbour' }]);
    expect(row.album).toEqual({ id: album.id, name: 'Zebra Crossing' });
    expect(row.status).toBe('draft');

    const ids = async (qs: string) =>
      (await admin.get(`/api/v1/admin/tracks?query=zebra&${qs}`))
        .json<Body>()
        .pagination.data.map((r: { id: number }) => r.id)
        .sort();
    expect(await ids('status=draft')).toEqual([draft.id]);
    expect(await ids('status=scheduled')).toEqual([later.id]);
    expect(await ids('visibility=private')).toEqual([hidden.id]);
    expect(await ids('status=published&visibility=public')).toEqual([live.id]);
    const byPlays = await admin.get('/api/v1/admin/tracks?query=zebra&orderBy=plays_count');
    expect(byPlays.json<Body>().pagination.data[0]!.id).toBe(live.id);

    expect((await admin.get('/api/v1/admin/tracks?status=nope')).statusCode).toBe(422);
  });

  it('deletes tracks with their likes and channel links; an unused upload file goes too', async () => {
    const user = await buildUser(t);
    const entry = await f.file(user.id, 'song.mp3', 'audio-test/abcdef0123456789.mp3');
    const track = await f.track('Doomed', { upload_file_id: entry.id });
    await t.database.db
      .insertInto('likes')
      .values({
        user_id: user.id,
        likeable_type: 'track',
        likeable_id: track.id,
        created_at: new Date().toISOString(),
      })
      .execute();
    const response = await admin.post('/api/v1/admin/tracks/delete', { ids: [track.id] });
    expect(response.statusCode).toBe(200);
    const db = t.database.db;
    expect(
      await db.selectFrom('tracks').select('id').where('id', '=', track.id).executeTakeFirst(),
    ).toBeUndefined();
    expect(
      await db
        .selectFrom('likes')
        .select('user_id')
        .where('likeable_id', '=', track.id)
        .where('likeable_type', '=', 'track')
        .executeTakeFirst(),
    ).toBeUndefined();
    expect(await storedIds(t, 'file_entries', { id: entry.id })).toEqual([]);

    expect((await admin.post('/api/v1/admin/tracks/delete', { ids: [] })).statusCode).toBe(422);
  });

  it('deletes tracks the way the editor does: gone from search, missing ids skipped', async () => {
    const track = await f.track('Vanishing Pangolin');
    const found = async () =>
      (
        await t.services.search.ofType(
          'tracks',
          'Vanishing Pangolin',
          { page: 1, perPage: 5 },
          null,
        )
      ).total;
    expect(await found()).toBe(1);
    const response = await admin.post('/api/v1/admin/tracks/delete', {
      ids: [track.id, track.id, 999_999],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await found()).toBe(0);
    const spy = vi.spyOn(t.app.services.music, 'deleteMany');
    await admin.post('/api/v1/admin/albums/delete', { ids: [999_999] });
    await admin.post('/api/v1/admin/artists/delete', { ids: [999_999] });
    expect(spy.mock.calls.map((call) => call[1])).toEqual(['album', 'artist']);
    spy.mockRestore();
  });

  it('lists albums and artists and deletes them', async () => {
    const album = await f.album('Quokka Album', { status: 'draft' });
    await f.track('Quokka Song', { album_id: album.id });
    const list = await admin.get('/api/v1/admin/albums?query=quokka&status=draft');
    expect(list.json<Body>().pagination.data).toMatchObject([{ id: album.id, tracks_count: 1 }]);
    await admin.post('/api/v1/admin/albums/delete', { ids: [album.id] });
    expect(
      (await admin.get('/api/v1/admin/albums?query=quokka')).json<Body>().pagination.total,
    ).toBe(0);

    const artist = await f.artist('Quokka Artist');
    const artists = await admin.get('/api/v1/admin/artists?query=quokka&orderBy=name');
    expect(artists.json<Body>().pagination.data).toMatchObject([
      { id: artist.id, verified: false },
    ]);
    await admin.post('/api/v1/admin/artists/delete', { ids: [artist.id] });
    expect(
      (await admin.get('/api/v1/admin/artists?query=quokka')).json<Body>().pagination.total,
    ).toBe(0);
  });

  describe('channels', () => {
    const body = (over: Record<string, unknown> = {}) => ({
      name: 'Staff Picks',
      slug: 'staff-picks',
      layout: 'grid',
      content_type: 'tracks',
      source: 'manual',
      items: [] as number[],
      ...over,
    });

    it('creates a manual channel keeping the hand order; the public page shows it', async () => {
      const a = await f.track('Manual A');
      const b = await f.track('Manual B');
      const created = await admin.post(
        '/api/v1/admin/channels',
        body({ items: [b.id, a.id], seo_title: 'Picks' }),
      );
      expect(created.statusCode).toBe(201);
      expect(created.json<Body>().channel.items.map((i: { id: number }) => i.id)).toEqual([
        b.id,
        a.id,
      ]);
      expect(created.json<Body>().channel.seo_title).toBe('Picks');

      const page = await guestClient(t).get('/api/v1/channels/staff-picks');
      expect(page.statusCode).toBe(200);
      expect(
        page.json<Body>().channel.content.pagination.data.map((i: { id: number }) => i.id),
      ).toEqual([b.id, a.id]);

      const updated = await put(
        admin,
        '/api/v1/admin/channels/staff-picks',
        body({ items: [a.id, b.id] }),
      );
      expect(updated.statusCode).toBe(200);
      const again = await guestClient(t).get('/api/v1/channels/staff-picks');
      expect(
        again.json<Body>().channel.content.pagination.data.map((i: { id: number }) => i.id),
      ).toEqual([a.id, b.id]);

      const list = await admin.get('/api/v1/admin/channels?query=staff');
      expect(list.json<Body>().pagination.data).toMatchObject([
        { slug: 'staff-picks', items_count: 2 },
      ]);
    });

    it('loads a channel for its editor by slug or id, and the picker finds every content type', async () => {
      const track = await f.track('Osprey Song');
      const created = await admin.post(
        '/api/v1/admin/channels',
        body({ name: 'Osprey', slug: 'osprey', items: [track.id] }),
      );
      const { channel } = adminChannelAnswerSchema.parse(created.json());
      for (const key of ['osprey', String(channel.id)]) {
        const loaded = await admin.get(`/api/v1/admin/channels/${key}`);
        expect(loaded.statusCode).toBe(200);
        expect(adminChannelAnswerSchema.parse(loaded.json()).channel).toMatchObject({
          id: channel.id,
          slug: 'osprey',
          description: null,
          restriction: null,
          internal: false,
          items: [{ id: track.id, name: 'Osprey Song' }],
        });
      }

      const owner = await buildUser(t);
      await Promise.all([
        f.album('Osprey Album'),
        f.artist('Osprey Artist'),
        f.playlist(owner.id, 'Osprey Playlist'),
        f.genre('Osprey Genre'),
      ]);
      for (const type of CHANNEL_CONTENT_TYPES) {
        const found = await admin.get(
          `/api/v1/admin/channels/item-search?type=${type}&query=osprey`,
        );
        expect(found.statusCode, type).toBe(200);
        expect(channelItemSearchAnswerSchema.parse(found.json()).items.length, type).toBe(1);
      }
    });

    it('refuses a taken slug, a bad slug and a source the content type cannot use with 422', async () => {
      await f.channel('taken-slug');
      const taken = await admin.post('/api/v1/admin/channels', body({ slug: 'taken-slug' }));
      expect(taken.statusCode).toBe(422);
      expect(taken.json<Body>().errors.slug).toEqual(['This slug is already taken.']);
      const bad = await admin.post('/api/v1/admin/channels', body({ slug: 'Not A Slug' }));
      expect(bad.statusCode).toBe(422);
      const wrong = await admin.post(
        '/api/v1/admin/channels',
        body({ slug: 'x1', content_type: 'artists', source: 'top-tracks' }),
      );
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json<Body>().errors.source).toBeDefined();
      const noGenre = await admin.post(
        '/api/v1/admin/channels',
        body({ slug: 'x2', source: 'genre' }),
      );
      expect(noGenre.json<Body>().errors.restriction).toEqual([
        'Choose a genre or a tag for this source.',
      ]);
    });

    it('answers an automatic tag source, and previews unsaved values', async () => {
      const tag = await f.tag('night drive');
      const tagged = await f.track('Tagged Song');
      await f.track('Untagged Song');
      await t.database.db
        .insertInto('taggables')
        .values({ tag_id: tag.id, taggable_type: 'track', taggable_id: tagged.id })
        .execute();
      const created = await admin.post(
        '/api/v1/admin/channels',
        body({ slug: 'night', source: 'tag', restriction: 'night-drive' }),
      );
      expect(created.statusCode).toBe(201);
      const page = await guestClient(t).get('/api/v1/channels/night');
      expect(
        page.json<Body>().channel.content.pagination.data.map((i: { id: number }) => i.id),
      ).toEqual([tagged.id]);

      const a = await f.track('Preview A');
      const b = await f.track('Preview B');
      const preview = await admin.post(
        '/api/v1/admin/channels/preview',
        body({ slug: '', items: [b.id, a.id] }),
      );
      expect(preview.statusCode).toBe(200);
      expect(
        preview.json<Body>().channel.content.pagination.data.map((i: { name: string }) => i.name),
      ).toEqual(['Preview B', 'Preview A']);
      const unknownTag = await admin.post(
        '/api/v1/admin/channels/preview',
        body({ source: 'tag', restriction: 'nope' }),
      );
      expect(unknownTag.statusCode).toBe(200);
      expect(unknownTag.json<Body>().channel.content.pagination.total).toBe(0);
    });

    it('never deletes the home channel', async () => {
      const home = await t.database.db
        .selectFrom('channels')
        .select('id')
        .where('slug', '=', 'discover')
        .executeTakeFirst();
      const homeId = home?.id ?? (await f.channel('discover')).id;
      const refused = await admin.post('/api/v1/admin/channels/delete', { ids: [homeId] });
      expect(refused.statusCode).toBe(422);
      expect(refused.json<Body>().message).toBe('The home channel cannot be deleted.');
      const other = await f.channel();
      expect(
        (await admin.post('/api/v1/admin/channels/delete', { ids: [other.id] })).statusCode,
      ).toBe(200);
      expect((await admin.get(`/api/v1/admin/channels/${other.id}`)).statusCode).toBe(404);
    });
  });

  it('creates, edits and deletes genres; names are unique', async () => {
    const created = await admin.post('/api/v1/admin/genres', {
      name: 'Vaporwave',
      display_name: 'Vapor Wave',
      popularity: 5,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<Body>().genre.id;
    expect((await admin.post('/api/v1/admin/genres', { name: 'Vaporwave' })).statusCode).toBe(422);
    expect(
      (await put(admin, `/api/v1/admin/genres/${id}`, { name: 'Vaporwave', popularity: 7 }))
        .statusCode,
    ).toBe(200);
    const list = await admin.get('/api/v1/admin/genres?query=vapor');
    expect(list.json<Body>().pagination.data).toMatchObject([
      { id, slug: 'vaporwave', popularity: 7 },
    ]);
    await admin.post('/api/v1/admin/genres/delete', { ids: [id] });
    expect(
      (await admin.get('/api/v1/admin/genres?query=vapor')).json<Body>().pagination.total,
    ).toBe(0);
  });

  it('slugs a new genre with the one slug rule and keeps a stored slug while the name stays', async () => {
    const created = await admin.post('/api/v1/admin/genres', { name: 'Drum & Bass' });
    const id = created.json<Body>().genre.id;
    const slugOf = () => storedValue(t, 'genres', id, 'slug');
    expect(await slugOf()).toBe('drum-and-bass');
    // A slug an older rule made stays, so links to the genre keep working.
    await t.database.db
      .updateTable('genres')
      .set({ slug: 'drum-bass' })
      .where('id', '=', id)
      .execute();
    await put(admin, `/api/v1/admin/genres/${id}`, { name: 'Drum & Bass', popularity: 3 });
    expect(await slugOf()).toBe('drum-bass');
    await put(admin, `/api/v1/admin/genres/${id}`, { name: 'Drum’n’Bass' });
    expect(await slugOf()).toBe('drumnbass');
    await admin.post('/api/v1/admin/genres/delete', { ids: [id] });
  });

  it('tags need tags.update: create, rename, count uses, delete', async () => {
    expect((await admin.get('/api/v1/admin/tags')).statusCode).toBe(403);
    const tagger = await loginAs(t, await buildUser(t, { permissions: [{ name: 'tags.update' }] }));
    const created = await tagger.post('/api/v1/admin/tags', { name: 'Rainy Day' });
    const id = created.json<Body>().tag.id;
    const track = await f.track();
    await t.database.db
      .insertInto('taggables')
      .values({ tag_id: id, taggable_type: 'track', taggable_id: track.id })
      .execute();
    await put(tagger, `/api/v1/admin/tags/${id}`, { name: 'Rainy Days' });
    const list = await tagger.get('/api/v1/admin/tags?query=rainy');
    expect(list.json<Body>().pagination.data).toMatchObject([
      { id, name: 'Rainy Days', slug: 'rainy-days', tracks_count: 1, albums_count: 0 },
    ]);
    await tagger.post('/api/v1/admin/tags/delete', { ids: [id] });
    expect((await tagger.get('/api/v1/admin/tags?query=rainy')).json<Body>().pagination.total).toBe(
      0,
    );
  });

  it('counts beside each row what points at it: credits, genre uses, playlist tracks and followers', async () => {
    const db = t.database.db;
    const now = new Date().toISOString();
    const artist = await f.artist('Narwhal Artist');
    const album = await f.album('Narwhal Album');
    const first = await f.track('Narwhal One');
    const second = await f.track('Narwhal Two');
    const genre = await f.genre('Narwhal Core');
    await db
      .insertInto('album_artists')
      .values({ album_id: album.id, artist_id: artist.id, position: 0 })
      .execute();
    await db
      .insertInto('track_artists')
      .values(
        [first, second].map((track) => ({
          track_id: track.id,
          artist_id: artist.id,
          position: 0,
        })),
      )
      .execute();
    await db
      .insertInto('track_genres')
      .values({ track_id: first.id, genre_id: genre.id })
      .execute();
    const owner = await buildUser(t);
    const fan = await buildUser(t);
    const playlist = await f.playlist(owner.id, 'Narwhal Mix');
    await db
      .insertInto('playlist_tracks')
      .values(
        [first, second].map((track, position) => ({
          playlist_id: playlist.id,
          track_id: track.id,
          position,
          added_by: owner.id,
          created_at: now,
        })),
      )
      .execute();
    await db
      .insertInto('follows')
      .values({
        user_id: fan.id,
        followable_type: 'playlist',
        followable_id: playlist.id,
        created_at: now,
      })
      .execute();

    const listed = async (path: string) => (await admin.get(path)).json<Body>().pagination.data;
    expect(await listed('/api/v1/admin/artists?query=narwhal')).toMatchObject([
      { id: artist.id, albums_count: 1, tracks_count: 2 },
    ]);
    expect(await listed('/api/v1/admin/genres?query=narwhal')).toMatchObject([
      { id: genre.id, tracks_count: 1 },
    ]);
    expect(await listed('/api/v1/admin/playlists?query=narwhal')).toMatchObject([
      { id: playlist.id, tracks_count: 2, followers_count: 1 },
    ]);
    expect(
      (await listed('/api/v1/admin/tracks?query=narwhal&orderBy=name&orderDir=asc')).map(
        (row) => row.artists,
      ),
    ).toEqual([
      [{ id: artist.id, name: 'Narwhal Artist' }],
      [{ id: artist.id, name: 'Narwhal Artist' }],
    ]);
  });

  it('lists and deletes playlists and lyrics', async () => {
    const owner = await buildUser(t, { name: 'Pat Owner' });
    const playlist = await f.playlist(owner.id, 'Walrus Mix');
    const list = await admin.get('/api/v1/admin/playlists?query=walrus');
    expect(list.json<Body>().pagination.data).toMatchObject([
      { id: playlist.id, owner: { id: owner.id, name: 'Pat Owner' }, tracks_count: 0 },
    ]);
    await admin.post('/api/v1/admin/playlists/delete', { ids: [playlist.id] });
    expect(
      (await admin.get('/api/v1/admin/playlists?query=walrus')).json<Body>().pagination.total,
    ).toBe(0);

    const track = await f.track('Walrus Song');
    const lyrics = await f.lyrics(track.id, "[00:01.00]Goo goo\n[00:02.00]g'joob");
    const lyricList = await admin.get('/api/v1/admin/lyrics?query=walrus');
    expect(lyricList.json<Body>().pagination.data).toMatchObject([
      { id: lyrics.id, track: { id: track.id }, excerpt: "Goo goo / g'joob" },
    ]);
    await admin.post('/api/v1/admin/lyrics/delete', { ids: [lyrics.id] });
    expect(
      (await admin.get('/api/v1/admin/lyrics?query=walrus')).json<Body>().pagination.total,
    ).toBe(0);
  });

  it('deletes comments through the comments rules: one with replies stays a tombstone', async () => {
    const user = await buildUser(t, { name: 'Commenter' });
    const track = await f.track('Heron Song');
    const parent = await f.comment(track.id, user.id, 'Heron parent');
    const reply = await f.comment(track.id, user.id, 'Heron reply', parent.id);
    const list = await admin.get('/api/v1/admin/comments?query=heron');
    expect(list.json<Body>().pagination.total).toBe(2);
    expect(
      (await admin.post('/api/v1/admin/comments/delete', { ids: [parent.id] })).statusCode,
    ).toBe(200);
    expect(await storedValue(t, 'comments', parent.id, 'deleted_at')).not.toBeNull();
    const after = await admin.get('/api/v1/admin/comments?query=heron');
    expect(after.json<Body>().pagination.data.map((c: { id: number }) => c.id)).toEqual([reply.id]);
    await admin.post('/api/v1/admin/comments/delete', { ids: [reply.id] });
    const gone = await storedIds(t, 'comments', { track_id: track.id });
    expect(gone).toEqual([]);
  });

  it('lists files with where they are used and deletes them (files.update)', async () => {
    expect((await admin.get('/api/v1/admin/files')).statusCode).toBe(403);
    const filer = await loginAs(t, await buildUser(t, { permissions: [{ name: 'files.update' }] }));
    const owner = await buildUser(t);
    const entry = await f.file(owner.id, 'pelican-cover.png', 'covers/fedcba9876543210.png');
    const artist = await f.artist('Pelican');
    await t.database.db
      .updateTable('artists')
      .set({ image: '/storage/covers/fedcba9876543210.png' })
      .where('id', '=', artist.id)
      .execute();
    const list = await filer.get(`/api/v1/admin/files?query=pelican&type=image&owner=${owner.id}`);
    expect(list.json<Body>().pagination.data).toMatchObject([
      {
        id: entry.id,
        mime: 'image/png',
        file_size: 3,
        uses: [{ kind: 'artist', id: artist.id, name: 'Pelican' }],
      },
    ]);
    expect(
      (await filer.get('/api/v1/admin/files?query=pelican&type=audio')).json<Body>().pagination
        .total,
    ).toBe(0);
    expect((await filer.post('/api/v1/admin/files/delete', { ids: [entry.id] })).statusCode).toBe(
      200,
    );
    expect(
      (await filer.get('/api/v1/admin/files?query=pelican')).json<Body>().pagination.total,
    ).toBe(0);
  });
});
