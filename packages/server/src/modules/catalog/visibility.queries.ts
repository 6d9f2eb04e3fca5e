import { sql, type Expression, type SqlBool } from 'kysely';
import type { DB } from '../../platform/db/database';

/**
 * Who is looking (catalog.service's `Viewer`): a logged-in user, and whether they hold
 * music.update (`managesAll`: drafts, private and unreleased music too).
 */
export type Viewer = { id: number; managesAll?: boolean } | null;

/**
 * Who sees a track or an album: everyone sees a published, public item whose
 * release time has come; its uploader and music.update holders see it always. Every public
 * read goes through `visibleMusic` (SQL) or `isPubliclyVisible` (a row in hand): one rule.
 * status/public/release_at are columns of the row, so a public track costs no join.
 */
export function isPubliclyVisible(
  row: { status: string; public: number; release_at: string | null },
  nowIso: string,
): boolean {
  return (
    row.status === 'published' &&
    !!row.public &&
    (!row.release_at || new Date(row.release_at).getTime() <= new Date(nowIso).getTime())
  );
}

export function canSeeRow(
  row: { status: string; public: number; release_at: string | null; user_id: number | null },
  viewer: Viewer,
  nowIso = new Date().toISOString(),
): boolean {
  if (viewer?.managesAll) return true;
  if (viewer && row.user_id === viewer.id) return true;
  return isPubliclyVisible(row, nowIso);
}

/**
 * A where clause for `tracks` or `albums` (or their alias `table`): what `viewer` sees. On the
 * row's own columns, so the `(user_id, status)` index serves it and public tracks cost no join.
 */
export function visibleMusic(viewer: Viewer, table = 'tracks'): Expression<SqlBool> {
  if (viewer?.managesAll) return sql<SqlBool>`1 = 1`;
  const ref = (column: string) => sql.ref(`${table}.${column}`);
  const released = sql<SqlBool>`(${ref('status')} = 'published' and ${ref('public')} = 1 and (${ref('release_at')} is null or ${ref('release_at')} <= ${new Date().toISOString()}))`;
  return viewer ? sql<SqlBool>`(${released} or ${ref('user_id')} = ${viewer.id})` : released;
}

/**
 * For rows that point at a track or an album by id (`reference`, such as a repost's target):
 * whether that item still exists and `viewer` sees it.
 */
export function refersToVisibleMusic(
  table: 'tracks' | 'albums',
  reference: string,
  viewer: Viewer,
): Expression<SqlBool> {
  const id = sql.ref(`${table}.id`);
  return sql<SqlBool>`exists (select ${id} from ${sql.table(table)} where ${id} = ${sql.ref(reference)} and ${visibleMusic(viewer, table)})`;
}

/** The ids of the playlists `userId` collaborates on, as a subquery (`p.id in …`). */
export function collaboratingPlaylistIds(db: DB, userId: number) {
  return db
    .selectFrom('playlist_collaborators')
    .select('playlist_id')
    .where('user_id', '=', userId);
}
