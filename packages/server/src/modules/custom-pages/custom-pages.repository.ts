import type { Paginated } from '@tonearm/shared/http/http.schemas';
import type { CustomPageListQuery } from '@tonearm/shared/custom-pages/custom-pages.schemas';
import type { Insertable, Selectable } from 'kysely';
import type { DB } from '../../platform/db/database';
import { nowIso } from '../../platform/db/dialect-helpers';
import { orderByList, paginateQuery, searchAny } from '../../platform/db/list-query';
import { deleteRowsByIds, findRowBy } from '../../platform/db/query-kit/row-lookups';
import { insertStamped } from '../../platform/db/query-kit/stamped-writes';
import type { CustomPagesTable } from '../../platform/db/schema';

export type CustomPageRow = Selectable<CustomPagesTable>;
export type CustomPageFields = Pick<
  Insertable<CustomPagesTable>,
  'slug' | 'title' | 'body' | 'meta_title' | 'meta_description'
>;

/** The only file that touches the custom_pages table. */
export class CustomPagesRepository {
  constructor(private readonly db: DB) {}

  findById(id: number): Promise<CustomPageRow | undefined> {
    return findRowBy(this.db, 'custom_pages', 'id', id);
  }

  findBySlug(slug: string): Promise<CustomPageRow | undefined> {
    return findRowBy(this.db, 'custom_pages', 'slug', slug);
  }

  async slugTaken(slug: string, exceptId?: number): Promise<boolean> {
    let query = this.db.selectFrom('custom_pages').select('id').where('slug', '=', slug);
    if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
    return !!(await query.executeTakeFirst());
  }

  list(list: CustomPageListQuery): Promise<Paginated<Omit<CustomPageRow, 'body'>>> {
    const query = orderByList(
      this.db
        .selectFrom('custom_pages')
        .select([
          'id',
          'slug',
          'title',
          'meta_title',
          'meta_description',
          'user_id',
          'created_at',
          'updated_at',
        ])
        .where(searchAny(this.db, list.query, ['custom_pages.title', 'custom_pages.slug'])),
      list,
      {
        title: (eb) => eb.fn('lower', ['custom_pages.title']),
        slug: 'custom_pages.slug',
        created_at: 'custom_pages.created_at',
        updated_at: 'custom_pages.updated_at',
      },
      'custom_pages.id',
    );
    return paginateQuery(this.db, query, list);
  }

  create(fields: CustomPageFields & { user_id: number | null }): Promise<CustomPageRow> {
    return insertStamped(this.db, 'custom_pages', fields);
  }

  update(id: number, fields: CustomPageFields): Promise<CustomPageRow | undefined> {
    return this.db
      .updateTable('custom_pages')
      .set({ ...fields, updated_at: nowIso() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  /** Answers how many rows went. */
  delete(ids: readonly number[]): Promise<number> {
    return deleteRowsByIds(this.db, 'custom_pages', ids);
  }
}
