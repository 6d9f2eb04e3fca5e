import type { DB } from '../../platform/db/database';
import { nowIso } from '../../platform/db/dialect-helpers';
import type { PendingUploadRow, PendingUploadsTable } from '../../platform/db/schema';
import type { Insertable } from 'kysely';

/** Direct-to-S3 uploads in flight: who started them, so only they finish, and when, for cleanup. */
export class UploadsRepository {
  constructor(private readonly db: DB) {}

  async createPending(
    values: Omit<Insertable<PendingUploadsTable>, 'created_at' | 'updated_at'>,
  ): Promise<PendingUploadRow> {
    const now = nowIso();
    return this.db
      .insertInto('pending_uploads')
      .values({ ...values, created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  findPendingByFileName(fileName: string): Promise<PendingUploadRow | undefined> {
    return this.db
      .selectFrom('pending_uploads')
      .selectAll()
      .where('file_name', '=', fileName)
      .executeTakeFirst();
  }

  async deletePending(id: number): Promise<void> {
    await this.db.deleteFrom('pending_uploads').where('id', '=', id).execute();
  }

  findPendingOlderThan(iso: string): Promise<PendingUploadRow[]> {
    return this.db
      .selectFrom('pending_uploads')
      .selectAll()
      .where('created_at', '<', iso)
      .execute();
  }
}
