import { sql } from 'kysely';
import type { DB } from '../../platform/db/database';

/** The tables that record a user's reaction to a row of some kind: a like, a repost, a follow. */
export type Reaction = 'likes' | 'reposts' | 'follows';

/** The polymorphic pair of a reaction table: `likeable_type`/`likeable_id` and so on. */
function reactionColumns(table: Reaction) {
  const stem = { likes: 'likeable', reposts: 'repostable', follows: 'followable' }[table];
  return { kind: `${stem}_type`, target: `${stem}_id` };
}

/** How many likes, reposts or follows each of `ids` (of kind `type`) has. */
export async function reactionCounts(
  db: DB,
  table: Reaction,
  type: string,
  ids: number[],
): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const { kind, target } = reactionColumns(table);
  const rows = await db
    .selectFrom(table as 'likes')
    .select([
      sql<number>`${sql.ref(target)}`.as('target_id'),
      (eb) => eb.fn.countAll<number>().as('n'),
    ])
    .where(sql.ref(kind), '=', type)
    .where(sql.ref(target), 'in', ids)
    .groupBy(sql.ref(target))
    .execute();
  return new Map(rows.map((r) => [Number(r.target_id), Number(r.n)]));
}

/** Which of `ids` (of kind `type`) the user has liked, reposted or followed. */
export async function reactedBy(
  db: DB,
  table: Reaction,
  userId: number,
  type: string,
  ids: number[],
): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const { kind, target } = reactionColumns(table);
  const rows = await db
    .selectFrom(table as 'likes')
    .select(sql<number>`${sql.ref(target)}`.as('target_id'))
    .where('user_id', '=', userId)
    .where(sql.ref(kind), '=', type)
    .where(sql.ref(target), 'in', ids)
    .execute();
  return new Set(rows.map((r) => Number(r.target_id)));
}

/**
 * Records that the user reacted to the `type` row `id`; reacting twice changes nothing. Answers
 * whether the reaction is new.
 */
export async function addReaction(
  db: DB,
  table: Reaction,
  userId: number,
  type: string,
  id: number,
): Promise<boolean> {
  const { kind, target } = reactionColumns(table);
  const result = await sql`
    insert into ${sql.table(table)} (user_id, ${sql.ref(kind)}, ${sql.ref(target)}, created_at)
    values (${userId}, ${type}, ${id}, ${new Date().toISOString()})
    on conflict do nothing`.execute(db);
  return Number(result.numAffectedRows ?? 0) > 0;
}

export async function removeReaction(
  db: DB,
  table: Reaction,
  userId: number,
  type: string,
  id: number,
): Promise<void> {
  const { kind, target } = reactionColumns(table);
  await db
    .deleteFrom(table)
    .where('user_id', '=', userId)
    .where(sql.ref(kind), '=', type)
    .where(sql.ref(target), '=', id)
    .execute();
}
