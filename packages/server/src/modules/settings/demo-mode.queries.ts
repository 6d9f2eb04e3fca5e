import { hasPermission, type PermissionContext } from '@tonearm/shared/permissions/permissions';
import { isSecretSetting } from '@tonearm/shared/settings/admin-settings.schemas';
import { AppError } from '../../platform/errors';
import type { SettingsService } from './settings.service';

/** What a demo site answers to a change that would break it for the next visitor. */
export const DEMO_REFUSAL =
  'This is a demo site: this change is turned off so the next visitor finds the demo as you did.';

/**
 * Refuses, with 403 and {@link DEMO_REFUSAL}, a change that demo-site mode does
 * not allow: saving settings, changing roles, deleting users.
 */
export async function refuseOnDemoSite(settings: SettingsService): Promise<void> {
  if (await settings.get('site.demo')) throw new AppError('forbidden', DEMO_REFUSAL);
}

/**
 * Whether a settings save may go through on a demo site: only one that does nothing but turn
 * demo-site mode off, made by a holder of `admin`, or the site could never leave demo mode from
 * the app (everything else stays refused). A value sent as it is already saved is no change, so
 * the admin page may save the whole tab; a secret sent as "" is no change either.
 */
export function mayLeaveDemoMode(
  actor: PermissionContext,
  changes: Record<string, unknown>,
  current: Record<string, unknown>,
): boolean {
  if (!hasPermission(actor, 'admin') || changes['site.demo'] !== false) return false;
  return Object.entries(changes).every(
    ([name, value]) =>
      name === 'site.demo' ||
      (isSecretSetting(name) ? value === '' : sameValue(value, current[name])),
  );
}

/** Settings values are JSON: equal when they serialise alike (object keys in order). */
function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
