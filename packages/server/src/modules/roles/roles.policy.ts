/**
 * Which roles are built in: the admin role, the default role for new users and
 * the guest role cannot be deleted; the admin role keeps its name and the `admin` permission.
 */
export const ADMIN_ROLE_NAME = 'admin';

export interface RoleFlags {
  name: string;
  is_default: number;
  guests: number;
}

export function isAdminRole(role: Pick<RoleFlags, 'name'>): boolean {
  return role.name === ADMIN_ROLE_NAME;
}

export function canDeleteRole(role: RoleFlags): boolean {
  return !isAdminRole(role) && !role.is_default && !role.guests;
}
