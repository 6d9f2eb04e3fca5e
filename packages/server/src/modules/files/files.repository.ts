import type { DB } from '../../platform/db/database';
import { nowIso } from '../../platform/db/dialect-helpers';
import { findRowBy } from '../../platform/db/query-kit/row-lookups';
import { insertStamped, type Unstamped } from '../../platform/db/query-kit/stamped-writes';
import type { FileEntryRow } from '../../platform/db/schema';

export type NewFileEntry = Unstamped<'file_entries'>;

export class FilesRepository {
  constructor(private readonly db: DB) {}

  create(entry: NewFileEntry): Promise<FileEntryRow> {
    return insertStamped(this.db, 'file_entries', entry);
  }

  /** The live files a user has uploaded (folders and public files such as avatars aside). */
  async countUploadsOf(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('file_entries')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .where('type', '=', 'file')
      .where('disk', '=', 'uploads')
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  findById(id: number): Promise<FileEntryRow | undefined> {
    return findRowBy(this.db, 'file_entries', 'id', id);
  }

  findByIds(ids: number[]): Promise<FileEntryRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.selectFrom('file_entries').selectAll().where('id', 'in', ids).execute();
  }

  /** Entries addressed by their storage path (`<disk_prefix>/<file_name>`). */
  findByStoragePaths(paths: { diskPrefix: string; fileName: string }[]): Promise<FileEntryRow[]> {
    if (paths.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('file_entries')
      .selectAll()
      .where((eb) =>
        eb.or(
          paths.map((p) =>
            eb.and([eb('disk_prefix', '=', p.diskPrefix), eb('file_name', '=', p.fileName)]),
          ),
        ),
      )
      .execute();
  }

  /** The live file stored at `<disk_prefix>/<file_name>` on the public disk, if one is recorded. */
  findPublicFile(diskPrefix: string, fileName: string): Promise<FileEntryRow | undefined> {
    return this.db
      .selectFrom('file_entries')
      .selectAll()
      .where('disk', '=', 'public')
      .where('type', '=', 'file')
      .where('disk_prefix', '=', diskPrefix)
      .where('file_name', '=', fileName)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
  }

  /** The files a user owns under one prefix of the public disk (e.g. their avatars). */
  publicFilesOf(userId: number, diskPrefix: string): Promise<FileEntryRow[]> {
    return this.db
      .selectFrom('file_entries')
      .selectAll()
      .where('user_id', '=', userId)
      .where('disk', '=', 'public')
      .where('type', '=', 'file')
      .where('disk_prefix', '=', diskPrefix)
      .execute();
  }

  /** A folder's whole subtree: its path column lists ancestor ids. */
  findDescendants(entry: FileEntryRow): Promise<FileEntryRow[]> {
    const prefix = entry.path ? `${entry.path}/${entry.id}` : String(entry.id);
    return this.db
      .selectFrom('file_entries')
      .selectAll()
      .where((eb) => eb.or([eb('path', '=', prefix), eb('path', 'like', `${prefix}/%`)]))
      .execute();
  }

  findFolder(userId: number, parentId: number | null, name: string) {
    let query = this.db
      .selectFrom('file_entries')
      .selectAll()
      .where('user_id', '=', userId)
      .where('type', '=', 'folder')
      .where('name', '=', name)
      .where('deleted_at', 'is', null);
    query =
      parentId === null
        ? query.where('parent_id', 'is', null)
        : query.where('parent_id', '=', parentId);
    return query.executeTakeFirst();
  }

  async softDelete(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    const now = nowIso();
    await this.db
      .updateTable('file_entries')
      .set({ deleted_at: now, updated_at: now })
      .where('id', 'in', ids)
      .execute();
  }

  async hardDelete(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.deleteFrom('file_entries').where('id', 'in', ids).execute();
  }

  /** Every stored file name under a disk prefix, so cleanup can spare what entries own. */
  async fileNamesExist(fileNames: string[]): Promise<Set<string>> {
    if (fileNames.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('file_entries')
      .select('file_name')
      .where('file_name', 'in', fileNames)
      .execute();
    return new Set(rows.map((row) => row.file_name));
  }
}
