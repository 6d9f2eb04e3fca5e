import type { DB } from '../../platform/db/database';

/**
 * The social logins of a user, read apart from the social-auth service: the users module shows
 * them on every user, and the service itself is built from the users service.
 */
export class SocialProfilesQueries {
  constructor(private readonly db: DB) {}

  profilesOf(userId: number): Promise<{ service_name: string; username: string | null }[]> {
    return this.db
      .selectFrom('social_profiles')
      .select(['service_name', 'username'])
      .where('user_id', '=', userId)
      .orderBy('service_name')
      .execute();
  }
}
