import type { Migration } from 'kysely';
import * as m20261122000000 from './20261122000000-create-core-tables';
import * as m20261122010000 from './20261122010000-auth-flows';
import * as m20261122030000 from './20261122030000-social-auth';
import * as m20261122040000 from './20261122040000-file-entries';
import * as m20261122050000 from './20261122050000-catalog';
import * as m20261123000000 from './20261123000000-add-comment-tombstones';
import * as m20261124000000 from './20261124000000-comment-authors-outlive-accounts';
import * as m20261125020000 from './20261125020000-record-avatar-owners';
import * as m20261125040000 from './20261125040000-make-playlist-positions-unique';
import * as m20261126010000 from './20261126010000-create-report-rollups';
import * as m20261126020000 from './20261126020000-add-user-bans-and-last-login';
import * as m20261126050000 from './20261126050000-create-admin-logs';
import * as m20261127000000 from './20261127000000-music-management';
import * as m20261127010000 from './20261127010000-create-jobs';
import * as m20261127030000 from './20261127030000-entity-report-rollups';
import * as m20261127040000 from './20261127040000-create-backstage-requests';
import * as m20261127040001 from './20261127040001-add-backstage-menu-items';
import * as m20261127050000 from './20261127050000-channel-seo';
import * as m20261201000000 from './20261201000000-create-billing';
import * as m20261202000000 from './20261202000000-create-test-gateway-state';
import * as m20261202091500 from './20261202091500-add-session-rotation';
import * as m20261202093000 from './20261202093000-trim-entity-rollups';
import * as m20261203000000 from './20261203000000-create-notifications';
import * as m20261203100000 from './20261203100000-add-subscriptions-ending-notified';
import * as m20261204020000 from './20261204020000-create-custom-pages-and-contact-messages';
import * as m20261204030000 from './20261204030000-add-shipped-localizations';
import * as m20261205010000 from './20261205010000-add-one-live-subscription-per-user';
import * as m20261205040000 from './20261205040000-count-visits-by-visitor';
import * as m20261206010000 from './20261206010000-entity-rollups-by-day';

/**
 * Every migration by name (a timestamp, then what it does); Kysely runs them in name order.
 * Imported, not read from the folder at run time, so the built server carries them: a new
 * migration file is listed here too (migrate.test.ts fails when one is missing).
 */
export const MIGRATIONS: Record<string, Migration> = {
  '20261122000000-create-core-tables': m20261122000000,
  '20261122010000-auth-flows': m20261122010000,
  '20261122030000-social-auth': m20261122030000,
  '20261122040000-file-entries': m20261122040000,
  '20261122050000-catalog': m20261122050000,
  '20261123000000-add-comment-tombstones': m20261123000000,
  '20261124000000-comment-authors-outlive-accounts': m20261124000000,
  '20261125020000-record-avatar-owners': m20261125020000,
  '20261125040000-make-playlist-positions-unique': m20261125040000,
  '20261126010000-create-report-rollups': m20261126010000,
  '20261126020000-add-user-bans-and-last-login': m20261126020000,
  '20261126050000-create-admin-logs': m20261126050000,
  '20261127000000-music-management': m20261127000000,
  '20261127010000-create-jobs': m20261127010000,
  '20261127030000-entity-report-rollups': m20261127030000,
  '20261127040000-create-backstage-requests': m20261127040000,
  '20261127040001-add-backstage-menu-items': m20261127040001,
  '20261127050000-channel-seo': m20261127050000,
  '20261201000000-create-billing': m20261201000000,
  '20261202000000-create-test-gateway-state': m20261202000000,
  '20261202091500-add-session-rotation': m20261202091500,
  '20261202093000-trim-entity-rollups': m20261202093000,
  '20261203000000-create-notifications': m20261203000000,
  '20261203100000-add-subscriptions-ending-notified': m20261203100000,
  '20261204020000-create-custom-pages-and-contact-messages': m20261204020000,
  '20261204030000-add-shipped-localizations': m20261204030000,
  '20261205010000-add-one-live-subscription-per-user': m20261205010000,
  '20261205040000-count-visits-by-visitor': m20261205040000,
  '20261206010000-entity-rollups-by-day': m20261206010000,
};
