import type { ContactMessageListQuery } from '@tonearm/shared/contact/contact.schemas';
import type { Paginated } from '@tonearm/shared/http/http.schemas';
import type { Selectable } from 'kysely';
import type { DB } from '../../platform/db/database';
import { orderByList, paginateQuery, searchAny } from '../../platform/db/list-query';
import { deleteRowsByIds, findRowBy } from '../../platform/db/query-kit/row-lookups';
import { insertStamped } from '../../platform/db/query-kit/stamped-writes';
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
    return insertStamped(this.db, 'contact_messages', message);
  }

  findById(id: number): Promise<ContactMessageRow | undefined> {
    return findRowBy(this.db, 'contact_messages', 'id', id);
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
  delete(ids: readonly number[]): Promise<number> {
    return deleteRowsByIds(this.db, 'contact_messages', ids);
  }
}
