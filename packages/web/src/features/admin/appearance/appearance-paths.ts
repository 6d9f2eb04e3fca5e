/** The appearance editor's URLs (/admin/appearance and its sections). */
export const appearancePaths = {
  editor: () => '/admin/appearance',
  section: (path: string) => `/admin/appearance/${path}`,
  themes: () => '/admin/appearance/themes',
  newTheme: () => '/admin/appearance/themes/new',
  theme: (id: number) => `/admin/appearance/themes/${id}`,
} as const;
