import { SHIPPED_LOCALIZATIONS } from '@tonearm/shared/localization/shipped-localizations';
import type { Generated, Kysely } from 'kysely';
import { nowIso } from '../dialect-helpers';

interface Tables {
  localizations: {
    id: Generated<number>;
    name: string;
    language: string;
    lines: string;
    created_at: string;
    updated_at: string;
  };
}

/**
 * The languages shipped with the app (Spanish) are added once, on install or on the
 * upgrade that brings them, so an admin who deletes one does not see it come back at the next
 * start (the start-up seed only adds new lines to shipped languages that exist).
 */
export async function up(unknownDb: Kysely<unknown>): Promise<void> {
  const db = unknownDb as unknown as Kysely<Tables>;
  for (const shipped of SHIPPED_LOCALIZATIONS) {
    const existing = await db
      .selectFrom('localizations')
      .select('id')
      .where('language', '=', shipped.language)
      .executeTakeFirst();
    if (existing) continue;
    const now = nowIso();
    await db
      .insertInto('localizations')
      .values({
        name: shipped.name,
        language: shipped.language,
        lines: JSON.stringify(shipped.lines),
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
}

export async function down(unknownDb: Kysely<unknown>): Promise<void> {
  const db = unknownDb as unknown as Kysely<Tables>;
  await db
    .deleteFrom('localizations')
    .where(
      'language',
      'in',
      SHIPPED_LOCALIZATIONS.map((shipped) => shipped.language),
    )
    .execute();
}
