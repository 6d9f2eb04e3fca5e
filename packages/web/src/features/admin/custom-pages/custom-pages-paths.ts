/** The custom pages admin URLs (admin custom-pages). */
export const customPagesAdminPaths = {
  list: () => '/admin/custom-pages',
  create: () => '/admin/custom-pages/new',
  edit: (pageId: number) => `/admin/custom-pages/${pageId}/edit`,
} as const;
