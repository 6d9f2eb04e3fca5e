import type { ContactMessageListQuery } from '@tonearm/shared/contact/contact.schemas';
import type { Paginated } from '@tonearm/shared/http/http.schemas';
import type { Selectable } from 'kysely';
import type { DB } from '../../platform/db/database';
import { nowIso } from '../../platform/db/dialect-helpers';
import { orderByList, paginateQuery, searchAny } from '../../platform/db/list-query';
import type { ContactMessagesTable } from '../../platform/db/schema';

export type ContactMessageRow = Selectable<ContactMessagesTable>;

/** The only file that touches the contact_messages table. */
export class ContactRepository {
  constructor(private readonly db: DB) {}

  async create(message: {
    name: string;
    email: string;
    message: string;
    ip: string | null;
  }): Promise<ContactMessageRow> {
    const now = nowIso();
    return this.db
      .insertInto('contact_messages')
      .values({ ...message, created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  findById(id: number): Promise<ContactMessageRow | undefined> {
    return this.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
  }

  list(list: ContactMessageListQuery): Promise<Paginated<ContactMessageRow>> {
    const query = orderByList(
      this.db
        .selectFrom('contact_messages')
        .selectAll()
        .where(
          searchAny(this.db, list.query, [
            'contact_messages.name',
            'contact_messages.email',
            'contact_messages.message',
          ]),
        ),
      list,
      {
        name: (eb) => eb.fn('lower', ['contact_messages.name']),
        email: 'contact_messages.email',
        created_at: 'contact_messages.created_at',
      },
      'contact_messages.id',
    );
    return paginateQuery(this.db, query, list);
  }

  /** Answers how many rows went. */
  async delete(ids: readonly number[]): Promise<number> {
    if (ids.length === 0) return 0;
    const result = await this.db
      .deleteFrom('contact_messages')
      .where('id', 'in', ids)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
