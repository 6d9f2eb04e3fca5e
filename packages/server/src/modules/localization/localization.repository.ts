import type { ExpressionOrFactory, SqlBool } from 'kysely';
import type { LocalizationListQuery } from '@tonearm/shared/localization/localization.schemas';
import type { Paginated } from '@tonearm/shared/http/http.schemas';
import type { DB } from '../../platform/db/database';
import type { Database } from '../../platform/db/schema';
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

export interface NewLocalization {
  name: string;
  language: string;
  lines: Record<string, string>;
}

function newRow(localization: NewLocalization) {
  const now = nowIso();
  return {
    ...localization,
    lines: JSON.stringify(localization.lines),
    created_at: now,
    updated_at: now,
  };
}

export class LocalizationRepository {
  constructor(private readonly db: DB) {}

  /** Runs `work` in one transaction with a repository bound to it. */
  transaction<T>(work: (repository: LocalizationRepository) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((trx) => work(new LocalizationRepository(trx)));
  }

  findByLanguage(language: string): Promise<LocalizationRow | undefined> {
    return this.findWhere((eb) => eb('language', '=', language));
  }

  /** A language whatever the case of its code ("PT-br" finds "pt-BR"). */
  findByLanguageIgnoringCase(language: string): Promise<LocalizationRow | undefined> {
    return this.findWhere((eb) => eb(eb.fn('lower', ['language']), '=', language.toLowerCase()));
  }

  findById(id: number): Promise<LocalizationRow | undefined> {
    return this.findWhere((eb) => eb('id', '=', id));
  }

  private async findWhere(
    where: ExpressionOrFactory<Database, 'localizations', SqlBool>,
  ): Promise<LocalizationRow | undefined> {
    const row = await this.db
      .selectFrom('localizations')
      .selectAll()
      .where(where)
      .executeTakeFirst();
    return row && parse(row);
  }

  /**
   * Which rows of these languages exist and when each last changed, without their lines: a
   * cheap check of whether lines merged earlier are still current.
   */
  async versions(languages: string[]): Promise<string> {
    const rows = await this.db
      .selectFrom('localizations')
      .select(['id', 'language', 'updated_at'])
      .where('language', 'in', languages)
      .orderBy('id')
      .execute();
    return rows.map((row) => `${row.id}:${row.language}:${String(row.updated_at)}`).join('|');
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

  async create(localization: NewLocalization): Promise<number> {
    const inserted = await this.db
      .insertInto('localizations')
      .values(newRow(localization))
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

  async upsert(localization: NewLocalization): Promise<void> {
    const row = newRow(localization);
    await this.db
      .insertInto('localizations')
      .values(row)
      .onConflict((oc) =>
        oc.column('language').doUpdateSet({ lines: row.lines, updated_at: row.updated_at }),
      )
      .execute();
  }
}
