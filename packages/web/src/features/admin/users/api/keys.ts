/** Query keys of the admin users pages; the table's own key is the first. */
export const adminUsersKeys = {
  all: ['admin', 'users'] as const,
  roleOptions: ['admin', 'users', 'role-options'] as const,
  user: (userId: number) => ['admin', 'users', userId] as const,
  sessions: (userId: number) => ['admin', 'users', userId, 'sessions'] as const,
  accessTokens: (userId: number) => ['admin', 'users', userId, 'access-tokens'] as const,
};
