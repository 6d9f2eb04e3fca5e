import type { MatrixFixture } from '../authorization-matrix-fixtures';
import type { MatrixRow } from '../authorization-matrix';
import { LOGGED_IN } from '../matrix-outcomes';

/**
 * The owner's workspace: only its members know it exists (404 for everyone else, the site
 * admin too: a team's space is not the site's to manage).
 */
const MEMBERS_ONLY = { guest: '401', other: '404', owner: 'ok', admin: '404' } as const;
/** An invitation addressed to the owner: anyone else logged in is the wrong account (403). */
const INVITED_ONLY = { guest: '401', other: '403', owner: 'ok', admin: '403' } as const;

const workspace = (f: MatrixFixture) => ({ id: f.workspaceId });
const invite = (f: MatrixFixture) => ({ ...workspace(f), inviteId: f.workspaceInviteId });
const member = (f: MatrixFixture) => ({ ...workspace(f), userId: f.workspaceMemberId });
const unique = () => Math.random().toString(36).slice(2, 10);

/** Workspaces and invitations (shared/workspaces/workspaces.schemas.ts). */
export const WORKSPACES_AUTHORIZATION_MATRIX: Record<string, MatrixRow> = {
  'GET /api/v1/me/workspaces': LOGGED_IN,
  'POST /api/v1/workspace': { ...LOGGED_IN, request: () => ({ body: { name: 'Matrix new' } }) },
  'GET /api/v1/workspace/:id': {
    ...MEMBERS_ONLY,
    request: (f) => ({ params: workspace(f) }),
    shows: () => 'Matrix Member',
  },
  'PUT /api/v1/workspace/:id': {
    ...MEMBERS_ONLY,
    request: (f) => ({ params: workspace(f), body: { name: 'Matrix Team' } }),
  },
  'DELETE /api/v1/workspace/:id': {
    ...MEMBERS_ONLY,
    setup: 'fresh',
    request: (f) => ({ params: workspace(f) }),
  },
  'POST /api/v1/workspace/:id/invite': {
    ...MEMBERS_ONLY,
    request: (f) => ({
      params: workspace(f),
      body: { emails: [`matrix-invite-${unique()}@example.com`] },
    }),
  },
  'POST /api/v1/workspace/:id/invite/:inviteId/resend': {
    ...MEMBERS_ONLY,
    request: (f) => ({ params: invite(f) }),
  },
  'DELETE /api/v1/workspace/:id/invite/:inviteId': {
    ...MEMBERS_ONLY,
    setup: 'fresh',
    request: (f) => ({ params: invite(f) }),
  },
  'PUT /api/v1/workspace/:id/member/:userId': {
    ...MEMBERS_ONLY,
    request: (f) => ({ params: member(f), body: { role: 'member' } }),
  },
  'DELETE /api/v1/workspace/:id/member/:userId': {
    ...MEMBERS_ONLY,
    setup: 'fresh',
    request: (f) => ({ params: member(f) }),
  },
  'GET /api/v1/workspace/join/:inviteId': {
    ...INVITED_ONLY,
    setup: 'fresh',
    request: (f) => ({ params: { inviteId: f.invitationToOwnerId } }),
  },
  'DELETE /api/v1/workspace/invite/:inviteId': {
    ...INVITED_ONLY,
    setup: 'fresh',
    request: (f) => ({ params: { inviteId: f.invitationToOwnerId } }),
  },
  // The request hook: a call scoped to a workspace the caller is not in is refused (403).
  'GET /api/v1/library/playlists (scoped to the owner’s workspace)': {
    guest: '401',
    other: '403',
    owner: 'ok',
    admin: '403',
    request: (f) => ({ query: { workspaceId: String(f.workspaceId) } }),
    shows: (f) => `Team ${f.secret}`,
  },
  // A private playlist of the workspace: its members only.
  'GET /api/v1/playlists/:id (private workspace playlist)': {
    guest: '404',
    other: '404',
    owner: 'ok',
    admin: '404',
    request: (f) => ({ params: { id: f.workspacePlaylistId } }),
  },
  'PUT /api/v1/playlists/:id (private workspace playlist)': {
    guest: '401',
    other: '404',
    owner: 'ok',
    admin: '404',
    request: (f) => ({ params: { id: f.workspacePlaylistId }, body: { name: `Team ${f.secret}` } }),
  },
};
