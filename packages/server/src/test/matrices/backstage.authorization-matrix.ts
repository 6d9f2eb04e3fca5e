import type { MatrixFixture } from '../authorization-matrix-fixtures';
import type { MatrixRow } from '../authorization-matrix';
import type { TestApp } from '../test-app';

/** Each matrix owner's own pending request, made the first time a row needs it. */
const ownersRequest = new Map<number, number>();

async function ensureOwnersRequest(t: TestApp, _callerId: number, f: MatrixFixture) {
  if (ownersRequest.has(f.owner.id)) return;
  const request = await t.services.backstage.create(f.owner.id, {
    type: 'claim-artist',
    artist_id: f.artistId,
    artist_name: 'Matrix Claim',
    links: [{ url: 'https://example.com/proof', title: 'Proof' }],
    proof_file_ids: [],
  });
  ownersRequest.set(f.owner.id, request.id);
}

/** The id is read when the URL is built, after `prepare` made the request (0 for a guest). */
const ownersRequestParams = (f: MatrixFixture) => ({
  get id() {
    return ownersRequest.get(f.owner.id) ?? 1;
  },
});

/**
 * Backstage requests outside the review routes: sending one needs
 * backstageRequests.create (every user role has it); a request is its author's and the
 * reviewers' (music.update; the admin) to read, and nobody else's (403).
 */
export const BACKSTAGE_AUTHORIZATION_MATRIX: Record<string, MatrixRow> = {
  'POST /api/v1/backstage-requests': {
    guest: '401',
    other: 'ok',
    owner: 'ok',
    admin: 'ok',
    request: () => ({ body: { type: 'become-artist', artist_name: 'Matrix Newcomer' } }),
  },
  'POST /api/v1/backstage-requests/files': {
    guest: '401',
    other: 'ok',
    owner: 'ok',
    admin: 'ok',
    // Not multipart: refused with 422 once authorized.
    request: () => ({ body: { kind: 'proof' } }),
  },
  'GET /api/v1/backstage-requests/managed-artists': {
    guest: '401',
    other: 'ok',
    owner: 'ok',
    admin: 'ok',
  },
  'GET /api/v1/backstage-requests/:id': {
    guest: '401',
    other: '403',
    owner: 'ok',
    admin: 'ok',
    prepare: ensureOwnersRequest,
    request: (f) => ({ params: ownersRequestParams(f) }),
  },
  'GET /api/v1/backstage-requests/:id/files/:fileId': {
    guest: '401',
    other: '403',
    owner: '404',
    admin: '404',
    prepare: ensureOwnersRequest,
    // The request has no proof file with this id: its readers learn it is missing.
    request: (f) => ({
      params: {
        get id() {
          return ownersRequest.get(f.owner.id) ?? 1;
        },
        fileId: f.fileEntryId,
      },
    }),
  },
};
