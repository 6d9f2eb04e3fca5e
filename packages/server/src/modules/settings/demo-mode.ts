import { AppError } from '../../platform/errors';
import type { SettingsService } from './settings.service';

/** What a demo site answers to a change that would break it for the next visitor. */
export const DEMO_REFUSAL =
  'This is a demo site: this change is turned off so the next visitor finds the demo as you did.';

/**
 * Refuses, with 403 and {@link DEMO_REFUSAL}, a change that demo-site mode (issue 14 §7) does
 * not allow: saving settings, changing roles, deleting users.
 */
export async function refuseOnDemoSite(settings: SettingsService): Promise<void> {
  if (await settings.get('site.demo')) throw new AppError('forbidden', DEMO_REFUSAL);
}
