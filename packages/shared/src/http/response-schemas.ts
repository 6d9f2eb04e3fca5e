import type { z } from 'zod';

/**
 * Every shared schema module, as types only: a caller names the schema an answer follows and
 * gets its type without the schema (or zod) reaching its bundle.
 */
type SchemaModules = typeof import('../account/account.schemas') &
  typeof import('../ads/ads.schemas') &
  typeof import('../permissions/permission-grants') &
  typeof import('../appearance/appearance-settings.schemas') &
  typeof import('../appearance/appearance.schemas') &
  typeof import('../appearance/landing.schemas') &
  typeof import('../auth/auth.schemas') &
  typeof import('../backstage/backstage.schemas') &
  typeof import('../billing/billing.schemas') &
  typeof import('../bootstrap/bootstrap-answer.schemas') &
  typeof import('../bootstrap/bootstrap.schemas') &
  typeof import('../catalog-admin/catalog-admin.schemas') &
  typeof import('../catalog/catalog.schemas') &
  typeof import('../contact/contact.schemas') &
  typeof import('../custom-pages/custom-pages.schemas') &
  typeof import('../http/http.schemas') &
  typeof import('../insights/insights.schemas') &
  typeof import('../library/library.schemas') &
  typeof import('../localization/localization.schemas') &
  typeof import('../logs/logs.schemas') &
  typeof import('../menus/menus.schemas') &
  typeof import('../music/music.schemas') &
  typeof import('../notifications/notifications.schemas') &
  typeof import('../player/player.schemas') &
  typeof import('../reports/reports.schemas') &
  typeof import('../roles/roles.schemas') &
  typeof import('../search/search.schemas') &
  typeof import('../seo/seo.schemas') &
  typeof import('../settings/admin-settings.schemas') &
  typeof import('../social-auth/social-auth.schemas') &
  typeof import('../uploads/uploads.schemas') &
  typeof import('../users/user-admin.schemas') &
  typeof import('../users/users.schemas') &
  typeof import('../workspaces/workspaces.schemas');

/** The name of a shared schema, `userAnswerSchema`, `noContentSchema`, …. */
export type ResponseName = {
  [Name in keyof SchemaModules]: SchemaModules[Name] extends z.ZodType ? Name : never;
}[keyof SchemaModules];

/** What an answer following the named schema holds, as the server sends it. */
export type ResponseOf<Name extends ResponseName> = z.output<SchemaModules[Name]>;
