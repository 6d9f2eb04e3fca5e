/** The roles pages' URLs (admin roles). */
export const adminPaths = {
  roles: () => '/admin/roles',
  newRole: () => '/admin/roles/new',
  editRole: (roleId: number) => `/admin/roles/${roleId}/edit`,
} as const;
