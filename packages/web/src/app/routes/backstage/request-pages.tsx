import type { BackstagePage } from './backstage-routes';

const CREATE = 'backstageRequests.create';

/**
 * Backstage requests. The route table lists "/backstage/requests/verify-artist,
 * /become-artist, /claim-artist": read as siblings under /backstage/requests (a top-level
 * /become-artist would shadow channel slugs, which live at /{slugOrId}).
 */
export const BACKSTAGE_REQUEST_PAGES: BackstagePage[] = [
  {
    path: 'requests',
    permission: CREATE,
    load: async () =>
      (await import('@/features/backstage/components/requests-index-page')).RequestsIndexPage,
  },
  {
    path: 'requests/become-artist',
    permission: CREATE,
    load: async () =>
      (await import('@/features/backstage/components/request-form-page')).BecomeArtistPage,
  },
  {
    path: 'requests/verify-artist',
    permission: CREATE,
    load: async () =>
      (await import('@/features/backstage/components/request-form-page')).VerifyArtistPage,
  },
  {
    path: 'requests/claim-artist',
    permission: CREATE,
    load: async () =>
      (await import('@/features/backstage/components/request-form-page')).ClaimArtistPage,
  },
  {
    path: 'requests/:requestId/request-submitted',
    load: async () =>
      (await import('@/features/backstage/components/request-submitted-page')).RequestSubmittedPage,
  },
];
