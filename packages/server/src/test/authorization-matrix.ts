import { INSIGHTS_AUTHORIZATION_MATRIX } from './matrices/insights.authorization-matrix';
import { BACKSTAGE_AUTHORIZATION_MATRIX } from './matrices/backstage.authorization-matrix';
import { BILLING_AUTHORIZATION_MATRIX } from './matrices/billing.authorization-matrix';
import { NOTIFICATIONS_AUTHORIZATION_MATRIX } from './matrices/notifications.authorization-matrix';
import { TUS_PATH } from '../modules/uploads/tus-server';
import { TINY_PNG } from './audio-fixture';
import type { MatrixFixture } from './authorization-matrix-fixtures';
import type { InjectOptions } from 'fastify';
import type { TestApp, TestClient } from './test-app';
import { MUSIC_IMPORT_AUTHORIZATION_MATRIX } from './matrices/music-import.authorization-matrix';
import { MUSIC_AUTHORIZATION_MATRIX } from './matrices/music.authorization-matrix';
import { PLANS_AUTHORIZATION_MATRIX } from './matrices/plans.authorization-matrix';
import { WORKSPACES_AUTHORIZATION_MATRIX } from './matrices/workspaces.authorization-matrix';
import { SEO_AUTHORIZATION_MATRIX } from './matrices/seo.authorization-matrix';
import { ADS_AUTHORIZATION_MATRIX } from './matrices/ads.authorization-matrix';
import { APPEARANCE_AUTHORIZATION_MATRIX } from './matrices/appearance.authorization-matrix';
import { CUSTOM_PAGES_AUTHORIZATION_MATRIX } from './matrices/custom-pages.authorization-matrix';
import { CONTACT_AUTHORIZATION_MATRIX } from './matrices/contact.authorization-matrix';
import { ALL_OK, LOGGED_IN } from './matrix-outcomes';

/**
 * The authorization matrix: every route of the app's route table with what each caller gets.
 * The expected outcomes come from the product's rules ("no request can see or change another
 * user's data without the permission for it"), not from what the code happens to answer. A new
 * route fails authorization-matrix.test.ts until it has a row here.
 *
 * Callers: `guest` (no session), `other` (a plain logged-in user who owns nothing of the
 * target), `owner` (the user who owns the target; an uploader, with music.create), `admin` (the
 * seeded admin, permission `admin`). Every logged-in caller has confirmed its password on its
 * session, so sensitive calls reach their authorization rather than stopping at 423.
 *
 * Outcomes are coarse: `ok` means authorization passed (2xx, 3xx, or the input was refused with
 * 400/422); `401` must log in; `403` forbidden; `404` hidden or missing. Anything else (419, 423,
 * 429, ≥ 500) is never expected.
 */
export type Outcome = 'ok' | '401' | '403' | '404';
export type Caller = 'guest' | 'other' | 'owner' | 'admin';
export const CALLERS: readonly Caller[] = ['guest', 'other', 'owner', 'admin'];

export interface MatrixRequest {
  /** Values for the URL pattern's `:name` parameters (and `*`). */
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  /** A JSON body, or a FormData for multipart routes. */
  body?: unknown;
  headers?: Record<string, string>;
}

export interface MatrixRow extends Record<Caller, Outcome> {
  /**
   * `fresh`: the call changes or destroys what it targets, so each caller gets a new owner with
   * new fixtures; otherwise every caller targets the same shared owner.
   */
  setup?: 'shared' | 'fresh';
  /** Parameters and body; a row without one sends no body and has no parameters. */
  request?: (fixture: MatrixFixture) => MatrixRequest;
  /**
   * Text every allowed answer must contain, so that a private item missing from it means it was
   * left out, not that the call found nothing.
   */
  shows?: (fixture: MatrixFixture) => string;
  /** Puts the logged-in caller's own account in the state the call needs, before it is sent. */
  prepare?: (t: TestApp, callerId: number, fixture: MatrixFixture) => Promise<void>;
}

/** Two-factor set up but not confirmed: the QR code and new recovery codes exist. */
const twoFactorStarted = (t: TestApp, callerId: number) => t.services.twoFactor.enable(callerId);

/**
 * The caller's own image points at the owner's avatar file, as `POST users/me/avatar {url}`
 * let anyone do: what the caller then does to their image or account must leave
 * the owner's file alone.
 */
const imageIsOwnersAvatar = async (t: TestApp, callerId: number, f: MatrixFixture) => {
  await t.services.users.update(callerId, { image: f.avatarUrl });
};

/** The owner's account: the owner, or someone who may manage users (users.update). */
const ACCOUNT = { guest: '401', other: '403', owner: 'ok', admin: 'ok' } as const;
/** The owner's private playlist: hidden from everyone else, the admin too (it is not theirs). */
const PRIVATE_PLAYLIST = { guest: '404', other: '404', owner: 'ok', admin: '404' } as const;
/** A write to the owner's private playlist. */
const PRIVATE_PLAYLIST_WRITE = { guest: '401', other: '404', owner: 'ok', admin: '404' } as const;
/** Uploading needs music.create or files.update; a plain user has neither. */
const UPLOADER = { guest: '401', other: '403', owner: 'ok', admin: 'ok' } as const;
/**
 * An upload still under way belongs to its uploader alone (the admin's files.update is for
 * files): tus and s3/entries do not know it for anyone else (404), s3 multipart calls say 403.
 */
const OWN_UPLOAD = { guest: '401', other: '403', owner: 'ok', admin: '404' } as const;
const OWN_MULTIPART = { guest: '401', other: '403', owner: 'ok', admin: '403' } as const;

const userId = (f: MatrixFixture) => ({ params: { id: f.owner.id } });
const trackId = (f: MatrixFixture) => ({ params: { id: f.trackId } });
const artistId = (f: MatrixFixture) => ({ params: { id: f.artistId } });
const albumId = (f: MatrixFixture) => ({ params: { id: f.albumId } });
const privatePlaylist = (f: MatrixFixture) => ({ params: { id: f.privatePlaylistId } });
const publicPlaylist = (f: MatrixFixture) => ({ params: { id: f.publicPlaylistId } });
const tusHeaders = { 'tus-resumable': '1.0.0' };
/** The bodies of a like, a follow and a repost: each is undone with the same body. */
const likeTrack = (f: MatrixFixture) => ({
  body: { likeable_type: 'track', likeable_id: f.trackId },
});
const followArtist = (f: MatrixFixture) => ({
  body: { followable_type: 'artist', followable_id: f.artistId },
});
const repostTrack = (f: MatrixFixture) => ({
  body: { repostable_type: 'track', repostable_id: f.trackId },
});

function pngForm(fields: Record<string, string> = {}): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  data.append('file', new Blob([TINY_PNG], { type: 'image/png' }), 'cover.png');
  return data;
}

const unique = () => Math.random().toString(36).slice(2, 10);

/**
 * Keyed by `METHOD /url/pattern`, exactly as the route table names the route; a key may add a
 * variant in parentheses (`... (public playlist)`) to check the same route on another target.
 */
export const AUTHORIZATION_MATRIX: Record<string, MatrixRow> = {
  // ---- The shell ----
  'GET /api/v1/health': ALL_OK,
  'GET /api/v1/bootstrap-data': ALL_OK,
  // Api.access (plain users hold it by default, guests do not).
  'GET /api/v1/api-docs/openapi.json': { guest: '401', other: 'ok', owner: 'ok', admin: 'ok' },
  'POST /api/v1/recaptcha/verify': { ...ALL_OK, request: () => ({ body: { token: 'nope' } }) },
  'GET /api/v1/value-lists/:names': {
    ...ALL_OK,
    request: () => ({ params: { names: 'timezones' } }),
  },

  // ---- Logging in and out (open to all: a logged-in caller only replaces its own session) ----
  'POST /auth/login': {
    ...ALL_OK,
    request: () => ({
      body: {
        email: `nobody-${unique()}@example.com`,
        password: 'wrong password',
        remember: false,
      },
    }),
  },
  'POST /auth/two-factor-challenge': { ...ALL_OK, request: () => ({ body: { code: '123456' } }) },
  'POST /auth/register': {
    ...ALL_OK,
    request: () => ({
      body: {
        email: `new-${unique()}@example.com`,
        password: 'a long enough passphrase',
        password_confirmation: 'a long enough passphrase',
      },
    }),
  },
  'POST /auth/logout': ALL_OK,
  'POST /auth/forgot-password': {
    ...ALL_OK,
    request: (f) => ({ body: { email: f.owner.email } }),
  },
  'POST /auth/reset-password': {
    ...ALL_OK,
    request: (f) => ({
      body: {
        token: 'not-a-real-token',
        email: f.owner.email,
        password: 'another long passphrase',
        password_confirmation: 'another long passphrase',
      },
    }),
  },

  // ---- The caller's own account: email, password confirmation, two factors ----
  'POST /api/v1/resend-email-verification': {
    ...LOGGED_IN,
    request: (f) => ({ body: { email: f.owner.email } }),
  },
  'POST /api/v1/validate-email-verification-otp': {
    ...LOGGED_IN,
    request: () => ({ body: { code: '000000' } }),
  },
  'GET /auth/user/confirmed-password-status': LOGGED_IN,
  'POST /auth/user/confirm-password': {
    ...LOGGED_IN,
    request: () => ({ body: { password: 'not the password' } }),
  },
  'POST /auth/user/two-factor-authentication': { ...LOGGED_IN, setup: 'fresh' },
  'DELETE /auth/user/two-factor-authentication': { ...LOGGED_IN, setup: 'fresh' },
  'GET /auth/user/two-factor/qr-code': { ...LOGGED_IN, prepare: twoFactorStarted },
  'POST /auth/user/confirmed-two-factor-authentication': {
    ...LOGGED_IN,
    request: () => ({ body: { code: '000000' } }),
  },
  'POST /auth/user/two-factor-recovery-codes': { ...LOGGED_IN, prepare: twoFactorStarted },
  'PUT /auth/user/password': {
    ...LOGGED_IN,
    request: () => ({
      body: {
        current_password: 'not the password',
        password: 'another long passphrase',
        password_confirmation: 'another long passphrase',
      },
    }),
  },
  'GET /api/v1/user-sessions': LOGGED_IN,
  'POST /api/v1/user-sessions/logout-other': {
    ...LOGGED_IN,
    request: () => ({ body: { password: 'not the password' } }),
  },
  'POST /api/v1/users/me/locale': { ...LOGGED_IN, request: () => ({ body: { locale: 'en' } }) },
  // api.access, which plain users hold.
  'POST /api/v1/access-tokens': {
    ...LOGGED_IN,
    request: () => ({ body: { tokenName: 'matrix' } }),
  },
  // Only one's own token; anyone else's does not exist for them.
  'DELETE /api/v1/access-tokens/:id': {
    guest: '401',
    other: '404',
    owner: 'ok',
    admin: '404',
    setup: 'fresh',
    request: (f) => ({ params: { id: f.accessTokenId } }),
  },

  // ---- Social login (Facebook is switched on with unreachable endpoints) ----
  'GET /secure/auth/social/:service/login': {
    ...ALL_OK,
    request: () => ({ params: { service: 'facebook' } }),
  },
  'GET /secure/auth/social/:service/connect': {
    ...LOGGED_IN,
    request: () => ({ params: { service: 'facebook' } }),
  },
  'GET /secure/auth/social/:service/callback': {
    ...ALL_OK,
    request: () => ({ params: { service: 'facebook' }, query: { code: 'x', state: 'y' } }),
  },
  'POST /secure/auth/social/connect': {
    ...ALL_OK,
    request: () => ({ body: { password: 'not the password' } }),
  },
  'POST /secure/auth/social/:service/disconnect': {
    ...LOGGED_IN,
    request: () => ({ params: { service: 'facebook' } }),
  },

  // ---- Another user's account (users/{id}): the owner or users.update ----
  'GET /api/v1/users/:id': { ...ACCOUNT, request: userId },
  'PUT /api/v1/users/:id': {
    ...ACCOUNT,
    request: (f) => ({ ...userId(f), body: { first_name: 'Renamed' } }),
  },
  // Name, email, verified and roles are changed by users.update only, not by the
  // owner (the owner's own fields are the row above).
  'PUT /api/v1/users/:id (admin fields)': {
    guest: '401',
    other: '403',
    owner: '403',
    admin: 'ok',
    setup: 'fresh',
    request: (f) => ({ ...userId(f), body: { email_verified: false } }),
  },
  'DELETE /api/v1/users/:id': {
    ...ACCOUNT,
    setup: 'fresh',
    request: (f) => ({ ...userId(f), body: {} }),
  },
  'POST /api/v1/users/:id/avatar': {
    ...ACCOUNT,
    setup: 'fresh',
    request: (f) => ({ ...userId(f), body: { url: 'https://images.example.com/me.png' } }),
  },
  'DELETE /api/v1/users/:id/avatar': { ...ACCOUNT, setup: 'fresh', request: userId },
  // Pointing one's own image at someone else's file, then removing it or deleting
  // one's account, must not delete that file (checked by the owner-data comparison).
  "POST /api/v1/users/:id/avatar (the owner's file as my image)": {
    ...LOGGED_IN,
    setup: 'fresh',
    request: (f) => ({ params: { id: 'me' }, body: { url: f.avatarUrl } }),
  },
  "DELETE /api/v1/users/:id/avatar (my image is the owner's file)": {
    ...LOGGED_IN,
    setup: 'fresh',
    prepare: imageIsOwnersAvatar,
    request: () => ({ params: { id: 'me' } }),
  },
  "DELETE /api/v1/users/:id (my image is the owner's file)": {
    ...LOGGED_IN,
    setup: 'fresh',
    prepare: imageIsOwnersAvatar,
    request: () => ({ params: { id: 'me' }, body: {} }),
  },

  // ---- The catalog: music.view, which guests hold ----
  'GET /api/v1/channels/:slugOrId': {
    ...ALL_OK,
    request: (f) => ({ params: { slugOrId: f.channelSlug } }),
  },
  'GET /api/v1/artists/:id': { ...ALL_OK, request: artistId },
  'GET /api/v1/artists/:id/tracks': {
    ...ALL_OK,
    request: artistId,
  },
  'GET /api/v1/albums/:id': { ...ALL_OK, request: albumId },
  'GET /api/v1/tracks/:id': { ...ALL_OK, request: trackId },
  'GET /api/v1/tracks/:id/lyrics': { ...ALL_OK, request: trackId },
  'GET /api/v1/lyrics': ALL_OK,
  'GET /api/v1/tags/:slug': { ...ALL_OK, request: (f) => ({ params: { slug: f.tagSlug } }) },
  'GET /api/v1/genres': ALL_OK,
  'GET /api/v1/genres/:slug': { ...ALL_OK, request: (f) => ({ params: { slug: f.genreSlug } }) },
  'GET /api/v1/catalog-images/:file': {
    ...ALL_OK,
    request: (f) => ({ params: { file: f.catalogImage } }),
  },
  // Unsigned: the whole pipeline (session, guest role, guard). The signed URL's own checks
  // (tampered, expired, another track, a viewer who lost access) are in modules/player/stream-url.routes.test.ts.
  'GET /api/v1/tracks/:id/stream': { ...ALL_OK, request: trackId },
  // The player's signed stream URL: whoever may listen (music.view) gets one for a track they see.
  'GET /api/v1/tracks/:id/stream-url': { ...ALL_OK, request: trackId },
  // Downloads are switched on; music.download is a permission of users, not of guests.
  'GET /api/v1/tracks/:id/download': {
    ...LOGGED_IN,
    request: trackId,
  },
  // The web app's first-party visit beacon (anyone reading the site).
  'POST /api/v1/visits': { ...ALL_OK, request: () => ({ body: { path: '/explore' } }) },
  'POST /api/v1/tracks/:id/plays': {
    ...ALL_OK,
    request: (f) => ({ params: { id: f.trackId }, body: {} }),
  },
  // Both of the owner's playlists match the word; only the public one may be found.
  'GET /api/v1/search': {
    ...ALL_OK,
    request: (f) => ({ query: { query: f.listedWord } }),
    shows: (f) => `Open ${f.listedWord}`,
  },
  'GET /api/v1/search/:type': {
    ...ALL_OK,
    request: (f) => ({ params: { type: 'playlists' }, query: { query: f.listedWord } }),
    shows: (f) => `Open ${f.listedWord}`,
  },
  // Seeded by the private playlist: the radio must not reveal it.
  'GET /api/v1/radio/:seedType/:seedId': {
    ...PRIVATE_PLAYLIST,
    request: (f) => ({ params: { seedType: 'playlist', seedId: f.privatePlaylistId } }),
  },
  'GET /api/v1/radio/:seedType/:seedId (track)': {
    ...ALL_OK,
    request: (f) => ({ params: { seedType: 'track', seedId: f.trackId } }),
  },

  // ---- Comments ----
  'GET /api/v1/tracks/:id/comments': {
    ...ALL_OK,
    request: trackId,
  },
  'POST /api/v1/tracks/:id/comments': {
    ...LOGGED_IN,
    request: (f) => ({ params: { id: f.trackId }, body: { content: 'Matrix says hi' } }),
  },
  // The author, or a moderator (music.update, or admin).
  'DELETE /api/v1/comments/:id': {
    ...ACCOUNT,
    setup: 'fresh',
    request: (f) => ({ params: { id: f.commentId } }),
  },

  // ---- The caller's library (likes, follows, reposts act on the caller's own lists) ----
  'POST /api/v1/library/likes': { ...LOGGED_IN, request: likeTrack },
  'DELETE /api/v1/library/likes': { ...LOGGED_IN, request: likeTrack },
  'POST /api/v1/follows': { ...LOGGED_IN, request: followArtist },
  'DELETE /api/v1/follows': { ...LOGGED_IN, request: followArtist },
  'POST /api/v1/reposts': { ...LOGGED_IN, request: repostTrack },
  'DELETE /api/v1/reposts': { ...LOGGED_IN, request: repostTrack },
  'GET /api/v1/library/tracks': LOGGED_IN,
  'GET /api/v1/library/albums': LOGGED_IN,
  'GET /api/v1/library/artists': LOGGED_IN,
  // The other user followed the owner's playlist before it went private: it must be gone.
  'GET /api/v1/library/playlists': LOGGED_IN,
  'GET /api/v1/library/history': LOGGED_IN,

  // ---- Public profiles: open to all, but never the owner's private playlist ----
  'GET /api/v1/users/:id/profile': { ...ALL_OK, request: userId },
  'GET /api/v1/users/:id/playlists': {
    ...ALL_OK,
    request: userId,
    shows: (f) => `Open ${f.listedWord}`,
  },
  'GET /api/v1/users/:id/followers': { ...ALL_OK, request: userId },
  'GET /api/v1/users/:id/followed-users': { ...ALL_OK, request: userId },
  'GET /api/v1/users/:id/liked-tracks': { ...ALL_OK, request: userId },
  'GET /api/v1/users/:id/reposts': { ...ALL_OK, request: userId },

  // ---- Playlists: a private one is invisible (404) to all but its owner and collaborators ----
  'GET /api/v1/playlists/:id': { ...PRIVATE_PLAYLIST, request: privatePlaylist },
  'GET /api/v1/playlists/:id (public playlist)': {
    ...ALL_OK,
    request: publicPlaylist,
    shows: (f) => `Open ${f.listedWord}`,
  },
  'GET /api/v1/playlists/:id/tracks': {
    ...PRIVATE_PLAYLIST,
    request: privatePlaylist,
  },
  'POST /api/v1/playlists': { ...LOGGED_IN, request: () => ({ body: { name: 'Mine' } }) },
  'PUT /api/v1/playlists/:id': {
    ...PRIVATE_PLAYLIST_WRITE,
    request: (f) => ({
      ...privatePlaylist(f),
      body: { name: `Private ${f.listedWord} ${f.secret}` },
    }),
  },
  // A visible playlist of someone else: seen, but not changed (403).
  'PUT /api/v1/playlists/:id (public playlist)': {
    guest: '401',
    other: '403',
    owner: 'ok',
    admin: '403',
    request: (f) => ({ ...publicPlaylist(f), body: { name: `Open ${f.listedWord}` } }),
  },
  'DELETE /api/v1/playlists/:id': {
    ...PRIVATE_PLAYLIST_WRITE,
    setup: 'fresh',
    request: privatePlaylist,
  },
  'DELETE /api/v1/playlists/:id (public playlist)': {
    guest: '401',
    other: '403',
    owner: 'ok',
    admin: '403',
    setup: 'fresh',
    request: publicPlaylist,
  },
  'POST /api/v1/playlists/:id/tracks': {
    ...PRIVATE_PLAYLIST_WRITE,
    request: (f) => ({ ...privatePlaylist(f), body: { track_ids: [f.trackId] } }),
  },
  'POST /api/v1/playlists/:id/tracks (public playlist)': {
    guest: '401',
    other: '403',
    owner: 'ok',
    admin: '403',
    request: (f) => ({ ...publicPlaylist(f), body: { track_ids: [f.trackId] } }),
  },
  'DELETE /api/v1/playlists/:id/tracks': {
    ...PRIVATE_PLAYLIST_WRITE,
    setup: 'fresh',
    request: (f) => ({ ...privatePlaylist(f), body: { track_ids: [f.trackId] } }),
  },
  'POST /api/v1/playlists/:id/tracks/reorder': {
    ...PRIVATE_PLAYLIST_WRITE,
    request: (f) => ({ ...privatePlaylist(f), body: { track_ids: [f.trackId] } }),
  },
  'DELETE /api/v1/playlists/:id/collaborators/me': {
    ...PRIVATE_PLAYLIST_WRITE,
    request: privatePlaylist,
  },
  'POST /api/v1/playlists/:id/collaborators': {
    ...PRIVATE_PLAYLIST_WRITE,
    setup: 'fresh',
    request: (f) => ({ ...privatePlaylist(f), body: { user_id: f.bystanderId } }),
  },
  'DELETE /api/v1/playlists/:id/collaborators': {
    ...PRIVATE_PLAYLIST_WRITE,
    request: (f) => ({ ...privatePlaylist(f), body: { user_id: f.bystanderId } }),
  },
  'POST /api/v1/playlists/:id/follow': { ...PRIVATE_PLAYLIST_WRITE, request: privatePlaylist },
  // Unfollowing changes only the caller's own follows and reveals nothing.
  'DELETE /api/v1/playlists/:id/follow': { ...LOGGED_IN, request: privatePlaylist },

  // ---- Files: the owner, or files.update (the admin) ----
  'POST /api/v1/file-entries': {
    ...UPLOADER,
    request: () => ({
      body: pngForm({
        clientExtension: 'png',
        metadata: JSON.stringify({ clientSize: TINY_PNG.length }),
      }),
    }),
  },
  'POST /api/v1/file-entries/delete': {
    ...ACCOUNT,
    setup: 'fresh',
    request: (f) => ({ body: { entryIds: [f.fileEntryId], deleteForever: true } }),
  },
  'GET /api/v1/file-entries/:id': {
    ...ACCOUNT,
    request: (f) => ({ params: { id: f.fileEntryId } }),
  },
  // The public disk is public by definition.
  'GET /storage/*': { ...ALL_OK, request: (f) => ({ params: { '*': f.publicFilePath } }) },

  // ---- Uploads: music.create or files.update, and only one's own upload ----
  [`POST ${TUS_PATH}`]: {
    ...UPLOADER,
    request: () => ({
      headers: { ...tusHeaders, 'upload-length': '10', 'upload-metadata': 'filename YS5wbmc=' },
    }),
  },
  // The tus collection has no PATCH or DELETE of its own: past authorization, tus answers 404.
  [`PATCH ${TUS_PATH}`]: {
    ...UPLOADER,
    owner: '404',
    admin: '404',
    request: () => ({ headers: tusHeaders }),
  },
  [`DELETE ${TUS_PATH}`]: {
    ...UPLOADER,
    owner: '404',
    admin: '404',
    request: () => ({ headers: tusHeaders }),
  },
  [`OPTIONS ${TUS_PATH}`]: { ...UPLOADER, request: () => ({ headers: tusHeaders }) },
  // tus creates uploads with POST whatever the path: the same as POST on the collection.
  [`POST ${TUS_PATH}/*`]: {
    ...UPLOADER,
    request: (f) => ({ params: { '*': f.tusUploadId }, headers: tusHeaders }),
  },
  [`PATCH ${TUS_PATH}/*`]: {
    ...OWN_UPLOAD,
    setup: 'fresh',
    request: (f) => ({
      params: { '*': f.tusUploadId },
      headers: {
        ...tusHeaders,
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      body: TINY_PNG.subarray(0, 4),
    }),
  },
  [`DELETE ${TUS_PATH}/*`]: {
    ...OWN_UPLOAD,
    setup: 'fresh',
    request: (f) => ({ params: { '*': f.tusUploadId }, headers: tusHeaders }),
  },
  [`OPTIONS ${TUS_PATH}/*`]: {
    ...UPLOADER,
    request: (f) => ({ params: { '*': f.tusUploadId }, headers: tusHeaders }),
  },
  'POST /api/v1/tus/entries': {
    ...OWN_UPLOAD,
    request: (f) => ({ body: { uploadKey: f.tusUploadId } }),
  },
  'POST /api/v1/s3/simple/presign': {
    ...UPLOADER,
    request: () => ({ body: { filename: 'a.png', mime: 'image/png', size: 10, extension: 'png' } }),
  },
  'POST /api/v1/s3/entries': {
    ...OWN_UPLOAD,
    request: (f) => ({
      body: {
        clientName: 'a.png',
        filename: f.s3SimpleFileName,
        size: 10,
        clientMime: 'image/png',
      },
    }),
  },
  'POST /api/v1/s3/multipart/create': {
    ...UPLOADER,
    request: () => ({ body: { filename: 'a.png', mime: 'image/png', size: 10, extension: 'png' } }),
  },
  'POST /api/v1/s3/multipart/get-uploaded-parts': {
    ...OWN_MULTIPART,
    request: (f) => ({ body: f.multipart }),
  },
  'POST /api/v1/s3/multipart/batch-sign-part-urls': {
    ...OWN_MULTIPART,
    request: (f) => ({ body: { ...f.multipart, partNumbers: [1] } }),
  },
  'POST /api/v1/s3/multipart/complete': {
    ...OWN_MULTIPART,
    request: (f) => ({ body: { ...f.multipart, parts: [{ ETag: '"x"', PartNumber: 1 }] } }),
  },
  'POST /api/v1/s3/multipart/abort': {
    ...OWN_MULTIPART,
    setup: 'fresh',
    request: (f) => ({ body: f.multipart }),
  },
  ...INSIGHTS_AUTHORIZATION_MATRIX,
  ...MUSIC_IMPORT_AUTHORIZATION_MATRIX,
  ...MUSIC_AUTHORIZATION_MATRIX,
  ...BACKSTAGE_AUTHORIZATION_MATRIX,
  ...BILLING_AUTHORIZATION_MATRIX,
  ...NOTIFICATIONS_AUTHORIZATION_MATRIX,
  ...PLANS_AUTHORIZATION_MATRIX,
  ...WORKSPACES_AUTHORIZATION_MATRIX,
  ...SEO_AUTHORIZATION_MATRIX,
  ...ADS_AUTHORIZATION_MATRIX,
  ...APPEARANCE_AUTHORIZATION_MATRIX,
  ...CUSTOM_PAGES_AUTHORIZATION_MATRIX,
  ...CONTACT_AUTHORIZATION_MATRIX,
};

/** `METHOD /url` of a matrix key, without its variant. */
export function routeOfKey(key: string): string {
  return key.replace(/ \(.*\)$/, '');
}

/** The `METHOD /url` of every row of the given matrices. */
export function routesOfRows(...matrices: Record<string, unknown>[]): Set<string> {
  return new Set(matrices.flatMap((matrix) => Object.keys(matrix).map(routeOfKey)));
}

/** The `METHOD /url` of every route the app serves. */
export function routeTableOf(t: TestApp): Set<string> {
  return new Set(t.app.routeTable.map((route) => `${route.method} ${route.url}`));
}

/** The routes of `routes` that are not in `known`. */
export function routesNotIn(routes: Iterable<string>, known: Set<string>): string[] {
  return [...routes].filter((route) => !known.has(route));
}

/** The coarse class of a status (an Outcome, or the bare status when it is none). */
export function outcomeOf(status: number): string {
  if (status >= 200 && status < 400) return 'ok';
  if (status === 400 || status === 422) return 'ok';
  return String(status);
}

function urlOf(pattern: string, params: Record<string, string | number> = {}): string {
  return pattern
    .replace(/:(\w+)/g, (_match, name: string) => {
      if (params[name] === undefined) throw new Error(`${pattern}: no value for :${name}`);
      return encodeURIComponent(String(params[name]));
    })
    .replace(/\*$/, () => String(params['*'] ?? ''));
}

/** Sends a matrix row's request to the route of `key` as `client`. */
export function sendMatrixRequest(client: TestClient, key: string, request: MatrixRequest) {
  const [method, pattern] = routeOfKey(key).split(' ') as [string, string];
  const query = request.query ? `?${new URLSearchParams(request.query).toString()}` : '';
  return client.request({
    method,
    url: urlOf(pattern, request.params) + query,
    ...(request.body !== undefined ? { payload: request.body as InjectOptions['payload'] } : {}),
    ...(request.headers ? { headers: request.headers } : {}),
  });
}
