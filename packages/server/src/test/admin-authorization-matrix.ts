import { BACKSTAGE_ADMIN_MATRIX } from './matrices/backstage.admin-matrix';
import { BILLING_ADMIN_MATRIX } from './matrices/billing.admin-matrix';
import { PLANS_ADMIN_MATRIX } from './matrices/plans.admin-matrix';
import type { PermissionName } from '@tonearm/shared/permissions/permission-names';
import { CATALOG_ADMIN_MATRIX } from './matrices/catalog-admin.admin-matrix';
import { LOCALIZATION_ADMIN_MATRIX } from './matrices/localization.admin-matrix';
import { LOGS_ADMIN_MATRIX } from './matrices/logs.admin-matrix';
import { REPORTS_ADMIN_MATRIX } from './matrices/reports.admin-matrix';
import { ROLES_ADMIN_MATRIX } from './matrices/roles.admin-matrix';
import { SETTINGS_ADMIN_MATRIX } from './matrices/settings.admin-matrix';
import { USERS_ADMIN_MATRIX } from './matrices/users.admin-matrix';
import { ADS_ADMIN_MATRIX } from './matrices/ads.admin-matrix';
import { APPEARANCE_ADMIN_MATRIX } from './matrices/appearance.admin-matrix';
import { CUSTOM_PAGES_ADMIN_MATRIX } from './matrices/custom-pages.admin-matrix';
import { CONTACT_ADMIN_MATRIX } from './matrices/contact.admin-matrix';
import type { MatrixRequest } from './authorization-matrix';
import type { TestApp } from './test-app';

/**
 * The admin authorization matrix ("Done means"): every admin API route with the one
 * permission that opens it. Each row is sent by a guest (401), a plain user (403),
 * a user holding each single admin permission (ok with the row's permission, 403 with any
 * other), and the admin (ok). A route whose guard names an admin permission fails
 * admin-authorization-matrix.test.ts until it has a row here.
 *
 * Each area keeps its rows in its own file (`test/matrices/<area>.admin-matrix.ts`), gathered
 * below, so areas add rows without touching each other's.
 */
export interface AdminMatrixRow {
  /** The one permission the route requires (the same one the admin UI hides its link behind). */
  permission: PermissionName;
  /**
   * Parameters and body, built for each caller: a row that changes or destroys its target
   * creates a fresh one here (`t` is the test app, `callerId` null for a guest), so no caller
   * finds the target already gone.
   */
  request?: (t: TestApp, callerId: number | null) => MatrixRequest | Promise<MatrixRequest>;
}

/** The permissions that gate admin routes; each gets a holder of it alone. */
export const ADMIN_PERMISSIONS = [
  'admin.access',
  'users.update',
  'roles.update',
  'subscriptions.update',
  'plans.update',
  'custom_pages.update',
  'tags.update',
  'localizations.update',
  'files.update',
  'settings.update',
  'logs.view',
  'appearance.update',
  'music.update',
] as const satisfies readonly PermissionName[];

/** Keyed by `METHOD /url/pattern` as the route table names the route. */
export const ADMIN_AUTHORIZATION_MATRIX: Record<string, AdminMatrixRow> = {
  ...SETTINGS_ADMIN_MATRIX,
  ...USERS_ADMIN_MATRIX,
  ...LOGS_ADMIN_MATRIX,
  ...ROLES_ADMIN_MATRIX,
  ...REPORTS_ADMIN_MATRIX,
  ...CATALOG_ADMIN_MATRIX,
  ...BACKSTAGE_ADMIN_MATRIX,
  ...BILLING_ADMIN_MATRIX,
  ...PLANS_ADMIN_MATRIX,
  ...ADS_ADMIN_MATRIX,
  ...LOCALIZATION_ADMIN_MATRIX,
  ...APPEARANCE_ADMIN_MATRIX,
  ...CUSTOM_PAGES_ADMIN_MATRIX,
  ...CONTACT_ADMIN_MATRIX,
};
