import { ACCOUNT_MESSAGES } from '../account/account.schemas';
import { ADS_MESSAGES } from '../ads/ads.schemas';
import { APPEARANCE_MESSAGES } from '../appearance/appearance-settings.schemas';
import { LANDING_MESSAGES } from '../appearance/landing.schemas';
import { AUTH_MESSAGES } from '../auth/auth-messages';
import { BACKSTAGE_MESSAGES } from '../backstage/backstage.schemas';
import { BILLING_MESSAGES, SUBSCRIPTION_ADMIN_MESSAGES } from '../billing/billing.schemas';
import { CATALOG_ADMIN_MESSAGES } from '../catalog-admin/catalog-admin.schemas';
import { CATALOG_MESSAGES } from '../catalog/catalog.schemas';
import { CONTACT_MESSAGES } from '../contact/contact.schemas';
import { CUSTOM_PAGE_MESSAGES } from '../custom-pages/custom-pages.schemas';
import { PRIMITIVE_MESSAGES } from '../http/primitives';
import { MENU_MESSAGES } from '../menus/menus.schemas';
import { MUSIC_MESSAGES } from '../music/music.schemas';
import {
  NOTIFICATION_MESSAGES,
  NOTIFICATION_SETTINGS_MESSAGES,
} from '../notifications/notifications.schemas';
import { SEO_MESSAGES } from '../seo/seo.schemas';
import { SETTINGS_MESSAGES } from '../settings/admin-settings.schemas';
import { SOCIAL_AUTH_MESSAGES } from '../social-auth/social-services';
import { RESTRICTION_MESSAGES } from '../uploads/upload-rules';
import { USER_ADMIN_MESSAGES } from '../users/user-admin.schemas';
import { WORKSPACE_MESSAGES } from '../workspaces/workspaces.constants';
import { LINE_MESSAGES } from './line-rules';
import { LOCALIZATION_MESSAGES } from './localization.schemas';

/**
 * The messages of the shared schemas and the server's answers — field errors, refusals, toasts —
 * as lines of the app: the server speaks English, and the app shows them in the user's
 * language (web lib/zod-resolver.ts, api-client.ts, the toast host). Read from the message
 * tables themselves, so a new message is a line at once; message-lines.test.ts checks that no
 * table is left out.
 */
export const MESSAGE_TABLES: Record<string, Record<string, unknown>> = {
  ACCOUNT_MESSAGES,
  ADS_MESSAGES,
  APPEARANCE_MESSAGES,
  LANDING_MESSAGES,
  AUTH_MESSAGES,
  BACKSTAGE_MESSAGES,
  BILLING_MESSAGES,
  SUBSCRIPTION_ADMIN_MESSAGES,
  CATALOG_ADMIN_MESSAGES,
  CATALOG_MESSAGES,
  CONTACT_MESSAGES,
  CUSTOM_PAGE_MESSAGES,
  PRIMITIVE_MESSAGES,
  MENU_MESSAGES,
  MUSIC_MESSAGES,
  NOTIFICATION_MESSAGES,
  NOTIFICATION_SETTINGS_MESSAGES,
  SEO_MESSAGES,
  SETTINGS_MESSAGES,
  SOCIAL_AUTH_MESSAGES,
  RESTRICTION_MESSAGES,
  USER_ADMIN_MESSAGES,
  WORKSPACE_MESSAGES,
  LINE_MESSAGES,
  LOCALIZATION_MESSAGES,
};

export const MESSAGE_LINES: readonly string[] = [
  ...new Set(
    Object.values(MESSAGE_TABLES).flatMap((table) =>
      Object.values(table).filter((value): value is string => typeof value === 'string'),
    ),
  ),
];
