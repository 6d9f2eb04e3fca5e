import type {
  BackstageRequestListItem,
  BackstageRequestListQuery,
  BackstageRequestStatus,
  BackstageRequestType,
} from '@tonearm/shared/backstage/backstage.schemas';
import type { Paginated } from '@tonearm/shared/http/http.schemas';
import type { DB } from '../../platform/db/database';
import { isPostgres, nowIso } from '../../platform/db/dialect-helpers';
import { orderByList, paginateQuery, searchAny } from '../../platform/db/list-query';
import { deleteRowsByIds, findRowBy } from '../../platform/db/query-kit/row-lookups';
import { insertStampedId } from '../../platform/db/query-kit/stamped-writes';
import type { BackstageRequestRow } from '../../platform/db/schema';

export interface NewBackstageRequest {
  type: BackstageRequestType;
  user_id: number;
  artist_id: number | null;
  artist_name: string;
  image: string | null;
  links: { url: string; title: string }[];
  proof_file_ids: number[];
  message: string | null;
}

export interface RequestPeople {
  user: { id: number; name: string; email: string; image: string | null } | null;
  reviewer: { id: number; name: string } | null;
  artist: { id: number; name: string; image: string | null; verified: boolean } | null;
}

/**
 * Backstage requests. The artist rows an approval creates, links or verifies are written by the
 * music service, joining the approval's transaction through `connection`.
 */
export class BackstageRepository {
  constructor(private readonly db: DB) {}

  /** The connection, so another module's service can join this transaction. */
  get connection(): DB {
    return this.db;
  }

  transaction<T>(work: (repository: BackstageRepository) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((trx) => work(new BackstageRepository(trx)));
  }

  create(values: NewBackstageRequest): Promise<number> {
    return insertStampedId(this.db, 'backstage_requests', {
      ...values,
      links: JSON.stringify(values.links),
      proof_file_ids: JSON.stringify(values.proof_file_ids),
      status: 'pending',
    });
  }

  findById(id: number): Promise<BackstageRequestRow | undefined> {
    return findRowBy(this.db, 'backstage_requests', 'id', id);
  }

  /** The row, locked against a concurrent review on PostgreSQL. */
  async lockForReview(id: number): Promise<BackstageRequestRow | undefined> {
    // SQLite serialises writers; PostgreSQL takes the row lock.
    const query = this.db.selectFrom('backstage_requests').selectAll().where('id', '=', id);
    return (isPostgres(this.db) ? query.forUpdate() : query).executeTakeFirst();
  }

  async hasPending(userId: number, type: BackstageRequestType): Promise<boolean> {
    return !!(await this.db
      .selectFrom('backstage_requests')
      .select('id')
      .where('user_id', '=', userId)
      .where('type', '=', type)
      .where('status', '=', 'pending')
      .executeTakeFirst());
  }

  async peopleOf(row: BackstageRequestRow): Promise<RequestPeople> {
    const user = await this.db
      .selectFrom('users')
      .select(['id', 'name', 'email', 'image'])
      .where('id', '=', row.user_id)
      .executeTakeFirst();
    const reviewer = row.reviewed_by
      ? await this.db
          .selectFrom('users')
          .select(['id', 'name'])
          .where('id', '=', row.reviewed_by)
          .executeTakeFirst()
      : undefined;
    const artist = row.artist_id ? await this.findArtist(row.artist_id) : undefined;
    return {
      user: user ?? null,
      reviewer: reviewer ?? null,
      artist: artist
        ? { id: artist.id, name: artist.name, image: artist.image, verified: !!artist.verified }
        : null,
    };
  }

  async list(list: BackstageRequestListQuery): Promise<Paginated<BackstageRequestListItem>> {
    let query = this.db
      .selectFrom('backstage_requests')
      .innerJoin('users', 'users.id', 'backstage_requests.user_id')
      .select([
        'backstage_requests.id',
        'backstage_requests.type',
        'backstage_requests.status',
        'backstage_requests.artist_id',
        'backstage_requests.artist_name',
        'backstage_requests.created_at',
        'users.id as user_id',
        'users.name as user_name',
        'users.email as user_email',
        'users.image as user_image',
      ])
      .where(
        searchAny(this.db, list.query, [
          'users.name',
          'users.email',
          'backstage_requests.artist_name',
        ]),
      );
    const status = list.pending ? 'pending' : list.status;
    if (status) query = query.where('backstage_requests.status', '=', status);
    if (list.type) query = query.where('backstage_requests.type', '=', list.type);
    const ordered = orderByList(
      query,
      list,
      {
        created_at: 'backstage_requests.created_at',
        status: 'backstage_requests.status',
        type: 'backstage_requests.type',
        artist_name: 'backstage_requests.artist_name',
      },
      'backstage_requests.id',
    );
    const page = await paginateQuery(this.db, ordered, list);
    return {
      ...page,
      data: page.data.map((row) => ({
        id: row.id,
        type: row.type as BackstageRequestType,
        status: row.status as BackstageRequestStatus,
        user: {
          id: row.user_id,
          name: row.user_name,
          email: row.user_email,
          image: row.user_image,
        },
        artist_id: row.artist_id,
        artist_name: row.artist_name,
        created_at: String(row.created_at),
      })),
    };
  }

  /** Records the decision; false when the request was no longer pending. */
  async decide(
    id: number,
    decision: {
      status: 'approved' | 'denied';
      reviewed_by: number;
      deny_reason?: string | null;
      artist_id?: number | null;
    },
  ): Promise<boolean> {
    const now = nowIso();
    const result = await this.db
      .updateTable('backstage_requests')
      .set({ ...decision, reviewed_at: now, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  deleteMany(ids: number[]): Promise<number> {
    return deleteRowsByIds(this.db, 'backstage_requests', ids);
  }

  findArtist(id: number) {
    return this.db
      .selectFrom('artists')
      .select(['id', 'name', 'image', 'verified', 'user_id'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** The artists `userId` manages, for the verify form. */
  managedArtists(userId: number) {
    return this.db
      .selectFrom('artists')
      .select(['id', 'name', 'image', 'verified'])
      .where('user_id', '=', userId)
      .orderBy('name')
      .limit(200)
      .execute();
  }
}
