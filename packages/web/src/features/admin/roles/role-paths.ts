/** The roles pages' URLs (issue 14 §5, spec 001 §2 admin roles). */
export const adminPaths = {
  roles: () => '/admin/roles',
  newRole: () => '/admin/roles/new',
  editRole: (roleId: number) => `/admin/roles/${roleId}/edit`,
} as const;
