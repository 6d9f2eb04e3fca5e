import { parseRestrictions, type Restriction } from '@tonearm/shared/permissions/permissions';
import { sql } from 'kysely';
import type { DB } from '../../platform/db/database';

export interface PermissionGrant {
  name: string;
  restrictions: Restriction[];
}

/**
 * The grants whose permission exists, each with the permission's id (unknown names are left
 * out): what a role's or a plan's permission rows are written from.
 */
export async function resolveGrants(
  db: DB,
  grants: readonly PermissionGrant[],
): Promise<{ permission_id: number; restrictions: Restriction[] }[]> {
  if (grants.length === 0) return [];
  const ids = await db
    .selectFrom('permissions')
    .select(['id', 'name'])
    .where(
      'name',
      'in',
      grants.map((grant) => grant.name),
    )
    .execute();
  const idOf = new Map(ids.map((row) => [row.name, row.id]));
  return grants.flatMap((grant) => {
    const id = idOf.get(grant.name);
    return id === undefined ? [] : [{ permission_id: id, restrictions: grant.restrictions }];
  });
}

/**
 * What a plan (`product`) or a user is granted directly, by permission name, with each grant's
 * restrictions.
 */
export async function grantsOf(
  db: DB,
  holder: 'product' | 'user',
  holderId: number,
): Promise<PermissionGrant[]> {
  const column = `${holder}_id` as const;
  // Both link tables name their holder column after the holder; the cast lets one builder read either.
  const rows = await db
    .selectFrom(`${holder}_permissions as grants` as 'user_permissions as grants')
    .innerJoin('permissions', 'permissions.id', 'grants.permission_id')
    .select(['permissions.name', 'grants.restrictions'])
    .where(sql.ref(`grants.${column}`), '=', holderId)
    .orderBy('permissions.name')
    .execute();
  return rows.map((row) => ({
    name: row.name,
    restrictions: parseRestrictions(row.restrictions),
  }));
}

/** A grant as stored: its restrictions' values are whatever the row holds. */
interface StoredGrant {
  name: string;
  restrictions?: readonly { name: string; value: number | string | null }[] | null;
}

/**
 * Grants as the role and plan editors read them back: a restriction value is a number, or null
 * when it is empty or not a number.
 */
export function presentGrants(grants: readonly StoredGrant[]) {
  return grants.map((grant) => ({
    name: grant.name,
    restrictions: (grant.restrictions ?? []).map((restriction) => ({
      name: restriction.name,
      value:
        restriction.value === null || restriction.value === ''
          ? null
          : Number.isFinite(Number(restriction.value))
            ? Number(restriction.value)
            : null,
    })),
  }));
}
