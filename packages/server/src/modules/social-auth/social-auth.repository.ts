import type { DB } from '../../platform/db/database';
import { nowIso } from '../../platform/db/dialect-helpers';
import { findRowBy } from '../../platform/db/query-kit/row-lookups';
import { insertStamped, updateStamped } from '../../platform/db/query-kit/stamped-writes';
import type { SocialProfileRow } from '../../platform/db/schema';
import { SocialProfilesQueries } from './social-profiles.queries';

export interface SocialIdentity {
  service_name: string;
  user_service_id: string;
  username: string | null;
}

export class SocialAuthRepository {
  constructor(private readonly db: DB) {}

  findProfile(serviceName: string, userServiceId: string): Promise<SocialProfileRow | undefined> {
    return this.db
      .selectFrom('social_profiles')
      .selectAll()
      .where('service_name', '=', serviceName)
      .where('user_service_id', '=', userServiceId)
      .executeTakeFirst();
  }

  profilesOf(userId: number): Promise<{ service_name: string; username: string | null }[]> {
    return new SocialProfilesQueries(this.db).profilesOf(userId);
  }

  /** Links the identity to the user, replacing the user's earlier account at that provider. */
  async link(userId: number, identity: SocialIdentity): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('social_profiles')
        .where('user_id', '=', userId)
        .where('service_name', '=', identity.service_name)
        .execute();
      await insertStamped(trx, 'social_profiles', { ...identity, user_id: userId });
    });
  }

  updateUsername(id: number, username: string | null): Promise<void> {
    return updateStamped(this.db, 'social_profiles', id, { username });
  }

  /** Removes the user's own link only; answers whether there was one. */
  async unlink(userId: number, serviceName: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('social_profiles')
      .where('user_id', '=', userId)
      .where('service_name', '=', serviceName)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async insertPending(row: {
    id: string;
    user_id: number;
    expires_at: string;
    identity: SocialIdentity;
  }): Promise<void> {
    await insertStamped(this.db, 'social_pending_logins', {
      id: row.id,
      user_id: row.user_id,
      expires_at: row.expires_at,
      ...row.identity,
    });
  }

  findPending(id: string) {
    return findRowBy(this.db, 'social_pending_logins', 'id', id);
  }

  /** Counts a wrong password; answers how many there have been. */
  async countFailedAttempt(id: string): Promise<number> {
    const row = await this.db
      .updateTable('social_pending_logins')
      .set((eb) => ({ attempts: eb('attempts', '+', 1), updated_at: nowIso() }))
      .where('id', '=', id)
      .returning('attempts')
      .executeTakeFirst();
    return row?.attempts ?? 0;
  }

  async deletePending(id: string): Promise<void> {
    await this.db.deleteFrom('social_pending_logins').where('id', '=', id).execute();
  }

  /** Pending logins are short-lived; each new one sweeps the expired ones. */
  async deleteExpiredPending(now: string): Promise<void> {
    await this.db.deleteFrom('social_pending_logins').where('expires_at', '<=', now).execute();
  }
}
