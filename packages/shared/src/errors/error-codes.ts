/** Stable error ids both sides understand; the HTTP status travels with them. */
export const ERROR_CODES = {
  validation: { status: 422, message: 'The given data was invalid.' },
  unauthenticated: { status: 401, message: 'Unauthenticated.' },
  forbidden: { status: 403, message: 'This action is unauthorized.' },
  notFound: { status: 404, message: 'Not found.' },
  csrfMismatch: { status: 419, message: 'Page expired. Please refresh the page and try again.' },
  tooManyRequests: {
    status: 429,
    message: 'Too many requests. Please try again in :seconds seconds.',
  },
  /** 2FA contract: a sensitive action needs a fresh password confirmation. */
  passwordConfirmationRequired: { status: 423, message: 'Password confirmation required.' },
  internal: { status: 500, message: 'There was an issue. Please try again.' },
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;
