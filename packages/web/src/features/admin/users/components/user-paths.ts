export const USER_EDIT_TABS = ['details', 'permissions', 'security', 'date', 'api'] as const;
export type UserEditTab = (typeof USER_EDIT_TABS)[number];

/** `/admin/users/{userId}/{tab}`. */
export function adminUserPath(userId: number, tab: UserEditTab = 'details'): string {
  return `/admin/users/${userId}/${tab}`;
}

export function isUserEditTab(value: string | undefined): value is UserEditTab {
  return (USER_EDIT_TABS as readonly string[]).includes(value ?? '');
}
