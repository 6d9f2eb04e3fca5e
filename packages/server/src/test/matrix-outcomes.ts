/** What every caller of the authorization matrix gets, for the outcome sets many rows share. */

/** Open to all, guests too. */
export const ALL_OK = { guest: 'ok', other: 'ok', owner: 'ok', admin: 'ok' } as const;
/** Needs a login; acts on the caller's own account or data only. */
export const LOGGED_IN = { guest: '401', other: 'ok', owner: 'ok', admin: 'ok' } as const;
/** Missing (or switched off) for everyone alike, whoever asks. */
export const MISSING_FOR_ALL = { guest: '404', other: '404', owner: '404', admin: '404' } as const;
