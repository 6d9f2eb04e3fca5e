// Catalog constants the web app's first script needs, apart from the schemas (no zod).

/** The home channel's slug; `homepage.value` names another one when set. */
export const HOME_CHANNEL_SLUG = 'discover';
