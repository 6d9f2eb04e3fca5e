import type { MatrixRow } from '../authorization-matrix';

/**
 * Import and drafts: music.create; an import takes only the caller's own file
 * entry (the admin's permissions do not make someone else's upload theirs: 403). The matrix
 * owner's entry is an image, so the owner's import is refused as input (422 counts as ok).
 */
export const MUSIC_IMPORT_AUTHORIZATION_MATRIX: Record<string, MatrixRow> = {
  'POST /api/v1/backstage/imports': {
    guest: '401',
    other: '403',
    owner: 'ok',
    admin: '403',
    request: (f) => ({ body: { file_entry_id: f.fileEntryId } }),
  },
  'GET /api/v1/backstage/drafts': { guest: '401', other: '403', owner: 'ok', admin: 'ok' },
};
