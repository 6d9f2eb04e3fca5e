import type { BackstageRequestType } from '@tonearm/shared/backstage/backstage.schemas';

/** URLs of the backstage requests pages (Backstage). */
export const backstageRequestPaths = {
  index: () => '/backstage/requests',
  form: (type: BackstageRequestType) => `/backstage/requests/${type}`,
  submitted: (id: number) => `/backstage/requests/${id}/request-submitted`,
  adminList: () => '/admin/backstage-requests',
  adminRequest: (id: number) => `/admin/backstage-requests/${id}`,
} as const;
