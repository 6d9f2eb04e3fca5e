import type { MatrixRow } from '../authorization-matrix';

const PUBLIC_FILE = { guest: 'ok', other: 'ok', owner: 'ok', admin: 'ok' } as const;

/**
 * The appearance's public files: every visitor's page loads them, logged in or not. A custom
 * code file whose hash was never saved is missing for everyone alike (appearance.routes.test.ts
 * covers serving the saved one).
 */
export const APPEARANCE_AUTHORIZATION_MATRIX: Record<string, MatrixRow> = {
  'GET /assets/fonts/:stylesheet': {
    ...PUBLIC_FILE,
    request: () => ({ params: { stylesheet: 'roboto-400-700.css' } }),
  },
  'GET /assets/fonts/files/:file': {
    ...PUBLIC_FILE,
    request: () => ({ params: { file: 'roboto-latin-400-normal.woff2' } }),
  },
  'GET /assets/custom/:file': {
    guest: '404',
    other: '404',
    owner: '404',
    admin: '404',
    request: () => ({ params: { file: 'custom.0123456789abcdef.css' } }),
  },
};
