/** The admin localizations pages and their query keys. */
export const localizationPaths = {
  list: () => '/admin/localizations',
  translate: (localeId: number) => `/admin/localizations/${localeId}/translate`,
};

export const localizationKeys = {
  all: ['admin', 'localizations'] as const,
  lines: (localeId: number) => ['admin', 'localizations', localeId, 'lines'] as const,
};
