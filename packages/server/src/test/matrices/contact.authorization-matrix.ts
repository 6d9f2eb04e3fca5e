import type { MatrixRow } from '../authorization-matrix';
import { ALL_OK } from '../matrix-outcomes';

/** Anyone may write to the site (throttled per address, 5 an hour). */
export const CONTACT_AUTHORIZATION_MATRIX: Record<string, MatrixRow> = {
  'POST /api/v1/contact-page': {
    ...ALL_OK,
    request: () => ({
      body: { name: 'Matrix Visitor', email: 'visitor@example.com', message: 'Hello there.' },
    }),
  },
};
