import { randomBytes } from 'node:crypto';
import { COOKIES } from '@tonearm/shared/constants';
import type { FileEntry } from '@tonearm/shared/uploads/uploads.schemas';
import { AuthRepository } from '../modules/auth/auth.repository';
import { UploadsRepository } from '../modules/uploads/uploads.repository';
import {
  buildOwnerWorkspaces,
  ownerWorkspacesState,
  type OwnerWorkspaces,
} from './fixtures/workspaces.fixtures';
import { TUS_PATH } from '../modules/uploads/tus-server';
import type { UserRow } from '../platform/db/schema';
import { TINY_PNG } from './audio-fixture';
import { buildUser } from './factories';
import { buildOwnerMusic, type OwnerMusic } from './music-fixtures';
import { TestClient, type TestApp } from './test-app';

/** The catalog rows every caller may read (public by nature), looked up once per app. */
export interface CatalogIds {
  trackId: number;
  albumId: number;
  artistId: number;
  genreSlug: string;
  tagSlug: string;
  channelSlug: string;
  catalogImage: string;
}

/**
 * What one owner holds: the ids the matrix substitutes into each route's params. `secret` is in
 * the name and description of the private playlist, so any answer to another caller that
 * contains it shows private data.
 */
export interface OwnerWorld extends OwnerMusic, OwnerWorkspaces {
  owner: UserRow;
  secret: string;
  /** A word in the names of both playlists: searching for it finds the public one only. */
  listedWord: string;
  privatePlaylistId: number;
  publicPlaylistId: number;
  commentId: number;
  fileEntryId: number;
  /** A file of the owner on the public disk, as /storage/<prefix>/<name> without the prefix. */
  publicFilePath: string;
  accessTokenId: number;
  /** The owner's uploaded profile image, a /storage/ URL. */
  avatarUrl: string;
  /** The id part of the owner's unfinished tus upload URL. */
  tusUploadId: string;
  multipart: { key: string; uploadId: string };
  s3SimpleFileName: string;
}

/** A user nobody in the matrix acts as: the collaborator the owner adds or removes. */
export interface MatrixFixture extends OwnerWorld, CatalogIds {
  bystanderId: number;
}

export const OWNER_PASSWORD = 'correct horse battery';

/** A client on a new session of `user` whose password was just confirmed (sensitive calls). */
export async function confirmedClient(t: TestApp, user: UserRow): Promise<TestClient> {
  const { token, session } = await t.services.auth.createSession(
    user.id,
    { ip: '127.0.0.1', userAgent: 'authorization-matrix' },
    true,
  );
  await new AuthRepository(t.database.db).confirmSessionPassword(
    session.id,
    new Date().toISOString(),
  );
  const client = new TestClient(t.app);
  client.cookies[COOKIES.session] = token;
  await client.get('/api/v1/health');
  return client;
}

export async function catalogIds(t: TestApp): Promise<CatalogIds> {
  const db = t.database.db;
  const first = async <T>(query: Promise<T | undefined>, what: string): Promise<T> => {
    const row = await query;
    if (!row) throw new Error(`The matrix needs a catalog ${what}`);
    return row;
  };
  const track = await first(
    db.selectFrom('tracks').select('id').where('audio_key', 'is not', null).executeTakeFirst(),
    'track with audio',
  );
  const album = await first(db.selectFrom('albums').select('id').executeTakeFirst(), 'album');
  const artist = await first(
    db
      .selectFrom('artists')
      .select(['id', 'image'])
      .where('image', 'is not', null)
      .executeTakeFirst(),
    'artist with an image',
  );
  const genre = await first(db.selectFrom('genres').select('slug').executeTakeFirst(), 'genre');
  const tag = await first(db.selectFrom('tags').select('slug').executeTakeFirst(), 'tag');
  const channel = await first(
    db.selectFrom('channels').select('slug').executeTakeFirst(),
    'channel',
  );
  return {
    trackId: track.id,
    albumId: album.id,
    artistId: artist.id,
    genreSlug: genre.slug,
    tagSlug: tag.slug,
    channelSlug: channel.slug,
    catalogImage: artist.image!.split('/').pop()!,
  };
}

function pngForm(metadata: Record<string, unknown> = {}): FormData {
  const data = new FormData();
  data.append('clientExtension', 'png');
  data.append('metadata', JSON.stringify({ clientSize: TINY_PNG.length, ...metadata }));
  data.append('file', new Blob([TINY_PNG], { type: 'image/png' }), 'cover.png');
  return data;
}

function expectStatus(
  response: { statusCode: number; body: string },
  status: number,
  what: string,
) {
  if (response.statusCode !== status)
    throw new Error(`Matrix fixture ${what}: ${response.statusCode} ${response.body}`);
}

/**
 * A new owner (an uploader: music.create) with one of everything a route can target: playlists,
 * a comment, file entries, an access token, unfinished uploads.
 */
export async function buildOwnerWorld(
  t: TestApp,
  catalog: CatalogIds,
  formerFollowerId: number,
): Promise<OwnerWorld> {
  const secret = `hidden${randomBytes(6).toString('hex')}`;
  const listedWord = `listed${randomBytes(6).toString('hex')}`;
  const owner = await buildUser(t, {
    name: 'Matrix Owner',
    password: OWNER_PASSWORD,
    permissions: [{ name: 'music.create' }],
  });
  const client = await confirmedClient(t, owner);

  const playlists = t.services.playlists;
  // Public at first, followed by the other user, then made private: nothing of
  // it may stay visible to that former follower.
  const { playlist: hidden } = await playlists.create(owner.id, {
    name: `Private ${listedWord} ${secret}`,
    description: `About ${secret}`,
  });
  await playlists.addTracks(hidden.id, owner.id, [catalog.trackId]);
  await t.services.library.followPlaylist(formerFollowerId, hidden.id, true);
  await playlists.update(hidden.id, owner.id, { public: false });
  const { playlist: shown } = await playlists.create(owner.id, { name: `Open ${listedWord}` });
  await playlists.addTracks(shown.id, owner.id, [catalog.trackId]);

  const comment = await client.post(`/api/v1/tracks/${catalog.trackId}/comments`, {
    content: 'Owner was here',
  });
  expectStatus(comment, 201, 'comment');

  const privateFile = await client.post('/api/v1/file-entries', pngForm());
  expectStatus(privateFile, 201, 'file entry');
  const publicFile = await client.post('/api/v1/file-entries', pngForm({ disk: 'public' }));
  expectStatus(publicFile, 201, 'public file entry');
  const publicEntry = publicFile.json<{ fileEntry: FileEntry }>().fileEntry;

  const { token } = await t.services.account.createAccessToken(owner.id, 'matrix');

  const avatarForm = new FormData();
  avatarForm.append('file', new Blob([TINY_PNG], { type: 'image/png' }), 'me.png');
  const avatar = await client.post('/api/v1/users/me/avatar', avatarForm);
  expectStatus(avatar, 200, 'avatar');
  const avatarUrl = avatar.json<{ user: { image: string } }>().user.image;

  const tus = await client.request({
    method: 'POST',
    url: TUS_PATH,
    headers: {
      'tus-resumable': '1.0.0',
      'upload-length': String(TINY_PNG.length),
      'upload-metadata': `filename ${Buffer.from('cover.png').toString('base64')}`,
    },
  });
  expectStatus(tus, 201, 'tus upload');
  const tusUploadId = String(tus.headers.location).split('/').pop()!;

  const uploads = new UploadsRepository(t.database.db);
  const pendingUpload = (kind: 's3Multipart' | 's3Simple', uploadId: string | null) =>
    uploads.createPending({
      user_id: owner.id,
      kind,
      disk: 'uploads',
      disk_prefix: randomBytes(16).toString('hex'),
      file_name: randomBytes(16).toString('hex'),
      upload_id: uploadId,
      size: 10,
      mime: 'image/png',
      extension: 'png',
    });
  const multipart = await pendingUpload('s3Multipart', `upload-${randomBytes(6).toString('hex')}`);
  const simple = await pendingUpload('s3Simple', null);

  return {
    owner,
    secret,
    listedWord,
    privatePlaylistId: hidden.id,
    publicPlaylistId: shown.id,
    commentId: comment.json<{ comment: { id: number } }>().comment.id,
    fileEntryId: privateFile.json<{ fileEntry: FileEntry }>().fileEntry.id,
    publicFilePath: `${publicEntry.disk_prefix}/${publicEntry.file_name}`,
    accessTokenId: token.id,
    avatarUrl,
    tusUploadId,
    multipart: {
      key: `${multipart.disk_prefix}/${multipart.file_name}`,
      uploadId: multipart.upload_id!,
    },
    s3SimpleFileName: simple.file_name,
    ...(await buildOwnerMusic(t, owner.id)),
    ...(await buildOwnerWorkspaces(t, owner, secret)),
  };
}

/**
 * Everything of the owner a guest or another user may never change, whatever the answer said:
 * the account, sessions, playlists, the comment, file entries and their bytes, tokens and
 * uploads. The matrix compares it before and after each of their requests.
 */
export async function ownerWorldState(
  t: TestApp,
  world: OwnerWorld,
): Promise<Record<string, unknown>> {
  const db = t.database.db;
  const ownerId = world.owner.id;
  const playlistIds = [world.privatePlaylistId, world.publicPlaylistId];
  const entries = await db
    .selectFrom('file_entries')
    .select(['id', 'name', 'disk', 'disk_prefix', 'file_name', 'deleted_at', 'updated_at'])
    .where('user_id', '=', ownerId)
    .orderBy('id')
    .execute();
  const owner = await db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', ownerId)
    .executeTakeFirst();
  const avatarKey = owner?.image?.startsWith('/storage/') ? owner.image.slice(9) : null;
  return {
    owner,
    avatarBytes: avatarKey ? !!(await t.services.storage.disk('public').stat(avatarKey)) : null,
    sessions: await db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', ownerId)
      .orderBy('id')
      .execute(),
    tokens: await t.services.account.accessTokensOf(ownerId),
    playlists: await db
      .selectFrom('playlists')
      .selectAll()
      .where('owner_id', '=', ownerId)
      .orderBy('id')
      .execute(),
    playlistTracks: await db
      .selectFrom('playlist_tracks')
      .select(['playlist_id', 'track_id', 'position'])
      .where('playlist_id', 'in', playlistIds)
      .orderBy('playlist_id')
      .orderBy('position')
      .execute(),
    collaborators: await db
      .selectFrom('playlist_collaborators')
      .select(['playlist_id', 'user_id'])
      .where('playlist_id', 'in', playlistIds)
      .orderBy('user_id')
      .execute(),
    comments: await db
      .selectFrom('comments')
      .selectAll()
      .where('user_id', '=', ownerId)
      .orderBy('id')
      .execute(),
    entries,
    bytes: await Promise.all(
      entries.map(
        async (entry) =>
          !!(await t.services.storage
            .disk(entry.disk)
            .stat(`${entry.disk_prefix}/${entry.file_name}`)),
      ),
    ),
    pendingUploads: await db
      .selectFrom('pending_uploads')
      .selectAll()
      .where('user_id', '=', ownerId)
      .orderBy('id')
      .execute(),

    ...(await ownerWorkspacesState(t, world)),
  };
}
