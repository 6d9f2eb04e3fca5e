import type { DB } from '../../platform/db/database';
import { findRowBy } from '../../platform/db/query-kit/row-lookups';
import { insertStamped, type Unstamped } from '../../platform/db/query-kit/stamped-writes';
import type { PendingUploadRow } from '../../platform/db/schema';

/** Direct-to-S3 uploads in flight: who started them, so only they finish, and when, for cleanup. */
export class UploadsRepository {
  constructor(private readonly db: DB) {}

  createPending(values: Unstamped<'pending_uploads'>): Promise<PendingUploadRow> {
    return insertStamped(this.db, 'pending_uploads', values);
  }

  findPendingByFileName(fileName: string): Promise<PendingUploadRow | undefined> {
    return findRowBy(this.db, 'pending_uploads', 'file_name', fileName);
  }

  async deletePending(id: number): Promise<void> {
    await this.db.deleteFrom('pending_uploads').where('id', '=', id).execute();
  }

  /** Direct uploads started before `iso` (`'<'`), or at or after it (`'>='`). */
  findPendingStarted(side: '<' | '>=', iso: string): Promise<PendingUploadRow[]> {
    return this.db
      .selectFrom('pending_uploads')
      .selectAll()
      .where('created_at', side, iso)
      .execute();
  }
}
