import type { PermissionName } from '@tonearm/shared/permissions/permission-names';
import type { AdminMatrixRow } from './admin-authorization-matrix';

/** Rows of routes that all require `permission`: each route with how its request is built. */
export function rowsNeeding(
  permission: PermissionName,
  requests: Record<string, NonNullable<AdminMatrixRow['request']>>,
): Record<string, AdminMatrixRow> {
  return Object.fromEntries(
    Object.entries(requests).map(([route, request]) => [route, { permission, request }]),
  );
}
