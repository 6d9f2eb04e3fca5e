import { randomBytes } from 'node:crypto';
import type { TestApp } from '../../test/test-app';

/** Test rows for the catalog admin tests and matrix rows, written straight to the database. */
export function catalogFixtures(t: TestApp) {
  const db = t.database.db;
  const stamps = () => {
    const now = new Date().toISOString();
    return { created_at: now, updated_at: now };
  };
  const unique = () => randomBytes(4).toString('hex');
  return {
    async artist(name = `Artist ${unique()}`) {
      return db
        .insertInto('artists')
        .values({ name, ...stamps() })
        .returning('id')
        .executeTakeFirstOrThrow();
    },
    async album(name = `Album ${unique()}`, values: { status?: 'draft' | 'published' } = {}) {
      return db
        .insertInto('albums')
        .values({ name, ...values, ...stamps() })
        .returning('id')
        .executeTakeFirstOrThrow();
    },
    async track(
      name = `Track ${unique()}`,
      values: {
        album_id?: number;
        status?: 'draft' | 'published';
        public?: number;
        release_at?: string;
        plays_count?: number;
        upload_file_id?: number;
      } = {},
    ) {
      return db
        .insertInto('tracks')
        .values({ name, ...values, ...stamps() })
        .returning('id')
        .executeTakeFirstOrThrow();
    },
    async genre(name = `Genre ${unique()}`) {
      return db
        .insertInto('genres')
        .values({ name, slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'), ...stamps() })
        .returning('id')
        .executeTakeFirstOrThrow();
    },
    async tag(name = `tag ${unique()}`) {
      return db
        .insertInto('tags')
        .values({ name, slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'), ...stamps() })
        .returning('id')
        .executeTakeFirstOrThrow();
    },
    async channel(slug = `channel-${unique()}`) {
      return db
        .insertInto('channels')
        .values({
          name: slug,
          slug,
          layout: 'grid',
          content_type: 'tracks',
          source: 'top-tracks',
          internal: 0,
          ...stamps(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    },
    async playlist(ownerId: number, name = `Playlist ${unique()}`) {
      return db
        .insertInto('playlists')
        .values({ owner_id: ownerId, name, ...stamps() })
        .returning('id')
        .executeTakeFirstOrThrow();
    },
    async lyrics(trackId: number, text = 'First line\nSecond line') {
      return db
        .insertInto('lyrics')
        .values({ track_id: trackId, text, ...stamps() })
        .returning('id')
        .executeTakeFirstOrThrow();
    },
    async comment(trackId: number, userId: number, content = 'Nice one', parentId?: number) {
      return db
        .insertInto('comments')
        .values({
          track_id: trackId,
          user_id: userId,
          content,
          parent_id: parentId ?? null,
          ...stamps(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    },
  };
}
