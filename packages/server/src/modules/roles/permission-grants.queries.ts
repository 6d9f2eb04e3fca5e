import type { Restriction } from '@tonearm/shared/permissions/permissions';
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
