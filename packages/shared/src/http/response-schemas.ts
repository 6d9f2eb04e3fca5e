import type { z } from 'zod';
import type * as accountModule from '../account/account.schemas';
import type * as adsModule from '../ads/ads.schemas';
import type * as permissionGrantsModule from '../permissions/permission-grants';
import type * as appearanceSettingsModule from '../appearance/appearance-settings.schemas';
import type * as appearanceModule from '../appearance/appearance.schemas';
import type * as landingModule from '../appearance/landing.schemas';
import type * as authModule from '../auth/auth.schemas';
import type * as backstageModule from '../backstage/backstage.schemas';
import type * as billingModule from '../billing/billing.schemas';
import type * as bootstrapAnswerModule from '../bootstrap/bootstrap-answer.schemas';
import type * as bootstrapModule from '../bootstrap/bootstrap.schemas';
import type * as catalogAdminModule from '../catalog-admin/catalog-admin.schemas';
import type * as catalogModule from '../catalog/catalog.schemas';
import type * as contactModule from '../contact/contact.schemas';
import type * as customPagesModule from '../custom-pages/custom-pages.schemas';
import type * as httpModule from '../http/http.schemas';
import type * as insightsModule from '../insights/insights.schemas';
import type * as libraryModule from '../library/library.schemas';
import type * as localizationModule from '../localization/localization.schemas';
import type * as logsModule from '../logs/logs.schemas';
import type * as menusModule from '../menus/menus.schemas';
import type * as musicModule from '../music/music.schemas';
import type * as notificationsModule from '../notifications/notifications.schemas';
import type * as playerModule from '../player/player.schemas';
import type * as reportsModule from '../reports/reports.schemas';
import type * as rolesModule from '../roles/roles.schemas';
import type * as searchModule from '../search/search.schemas';
import type * as seoModule from '../seo/seo.schemas';
import type * as adminSettingsModule from '../settings/admin-settings.schemas';
import type * as socialAuthModule from '../social-auth/social-auth.schemas';
import type * as uploadsModule from '../uploads/uploads.schemas';
import type * as userAdminModule from '../users/user-admin.schemas';
import type * as usersModule from '../users/users.schemas';
import type * as workspacesModule from '../workspaces/workspaces.schemas';

/**
 * Every shared schema module, as types only: a caller names the schema an answer follows and
 * gets its type without the schema (or zod) reaching its bundle.
 */
type SchemaModules = typeof accountModule &
  typeof adsModule &
  typeof permissionGrantsModule &
  typeof appearanceSettingsModule &
  typeof appearanceModule &
  typeof landingModule &
  typeof authModule &
  typeof backstageModule &
  typeof billingModule &
  typeof bootstrapAnswerModule &
  typeof bootstrapModule &
  typeof catalogAdminModule &
  typeof catalogModule &
  typeof contactModule &
  typeof customPagesModule &
  typeof httpModule &
  typeof insightsModule &
  typeof libraryModule &
  typeof localizationModule &
  typeof logsModule &
  typeof menusModule &
  typeof musicModule &
  typeof notificationsModule &
  typeof playerModule &
  typeof reportsModule &
  typeof rolesModule &
  typeof searchModule &
  typeof seoModule &
  typeof adminSettingsModule &
  typeof socialAuthModule &
  typeof uploadsModule &
  typeof userAdminModule &
  typeof usersModule &
  typeof workspacesModule;

/** The name of a shared schema, `userAnswerSchema`, `noContentSchema`, …. */
export type ResponseName = {
  [Name in keyof SchemaModules]: SchemaModules[Name] extends z.ZodType ? Name : never;
}[keyof SchemaModules];

/** What an answer following the named schema holds, as the server sends it. */
export type ResponseOf<Name extends ResponseName> = z.output<SchemaModules[Name]>;
