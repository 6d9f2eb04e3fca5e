import type { LocalizationListQuery } from '@tonearm/shared/localization/localization.schemas';
import type { Paginated } from '@tonearm/shared/http/http.schemas';
import type { DB } from '../../platform/db/database';
import { nowIso } from '../../platform/db/dialect-helpers';
import { orderByList, paginateQuery, searchAny } from '../../platform/db/list-query';

export interface LocalizationRow {
  id: number;
  name: string;
  language: string;
  lines: Record<string, string>;
  created_at: string;
  updated_at: string;
}

function parse<Row extends { lines: string; created_at: unknown; updated_at: unknown }>(row: Row) {
  return {
    ...row,
    lines: JSON.parse(row.lines) as Record<string, string>,
    created_at: String(row.created_at),
    updated_at: String(row.updated_at),
  };
}

export class LocalizationRepository {
  constructor(private readonly db: DB) {}

  /** Runs `work` in one transaction with a repository bound to it. */
  transaction<T>(work: (repository: LocalizationRepository) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((trx) => work(new LocalizationRepository(trx)));
  }

  async findByLanguage(language: string): Promise<LocalizationRow | undefined> {
    const row = await this.db
      .selectFrom('localizations')
      .selectAll()
      .where('language', '=', language)
      .executeTakeFirst();
    return row && parse(row);
  }

  /** A language whatever the case of its code ("PT-br" finds "pt-BR"). */
  async findByLanguageIgnoringCase(language: string): Promise<LocalizationRow | undefined> {
    const row = await this.db
      .selectFrom('localizations')
      .selectAll()
      .where((eb) => eb(eb.fn('lower', ['language']), '=', language.toLowerCase()))
      .executeTakeFirst();
    return row && parse(row);
  }

  async findById(id: number): Promise<LocalizationRow | undefined> {
    const row = await this.db
      .selectFrom('localizations')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row && parse(row);
  }

  /** Every language by name, without its lines (value-lists/localizations). */
  async languages(): Promise<{ language: string; name: string }[]> {
    return this.db
      .selectFrom('localizations')
      .select(['language', 'name'])
      .orderBy('name', 'asc')
      .execute();
  }

  async list(list: LocalizationListQuery): Promise<Paginated<LocalizationRow>> {
    const query = orderByList(
      this.db
        .selectFrom('localizations')
        .selectAll()
        .where(searchAny(this.db, list.query, ['name', 'language'])),
      list,
      {
        name: (eb) => eb.fn('lower', ['name']),
        language: 'language',
        created_at: 'created_at',
        updated_at: 'updated_at',
      },
      'id',
    );
    const page = await paginateQuery(this.db, query, list);
    return { ...page, data: page.data.map(parse) };
  }

  async create(localization: {
    name: string;
    language: string;
    lines: Record<string, string>;
  }): Promise<number> {
    const now = nowIso();
    const inserted = await this.db
      .insertInto('localizations')
      .values({
        ...localization,
        lines: JSON.stringify(localization.lines),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  }

  async update(id: number, changes: { name?: string; lines?: Record<string, string> }) {
    await this.db
      .updateTable('localizations')
      .set({
        ...(changes.name !== undefined ? { name: changes.name } : {}),
        ...(changes.lines !== undefined ? { lines: JSON.stringify(changes.lines) } : {}),
        updated_at: nowIso(),
      })
      .where('id', '=', id)
      .execute();
  }

  async delete(id: number): Promise<void> {
    await this.db.deleteFrom('localizations').where('id', '=', id).execute();
  }

  async upsert(localization: {
    name: string;
    language: string;
    lines: Record<string, string>;
  }): Promise<void> {
    const now = nowIso();
    await this.db
      .insertInto('localizations')
      .values({
        ...localization,
        lines: JSON.stringify(localization.lines),
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) =>
        oc
          .column('language')
          .doUpdateSet({ lines: JSON.stringify(localization.lines), updated_at: now }),
      )
      .execute();
  }
}
