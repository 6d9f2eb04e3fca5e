import type { MatrixRow } from '../authorization-matrix';
import { ALL_OK, MISSING_FOR_ALL } from '../matrix-outcomes';

/**
 * The appearance's public files: every visitor's page loads them, logged in or not. A custom
 * code file whose hash was never saved is missing for everyone alike (appearance.routes.test.ts
 * covers serving the saved one).
 */
export const APPEARANCE_AUTHORIZATION_MATRIX: Record<string, MatrixRow> = {
  'GET /assets/fonts/:stylesheet': {
    ...ALL_OK,
    request: () => ({ params: { stylesheet: 'roboto-400-700.css' } }),
  },
  'GET /assets/fonts/files/:file': {
    ...ALL_OK,
    request: () => ({ params: { file: 'roboto-latin-400-normal.woff2' } }),
  },
  'GET /assets/custom/:file': {
    ...MISSING_FOR_ALL,
    request: () => ({ params: { file: 'custom.0123456789abcdef.css' } }),
  },
};
