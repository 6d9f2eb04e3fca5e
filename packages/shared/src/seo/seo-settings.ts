/**
 * SEO title and description templates per page type (the appearance editor's
 * seo-settings section). No zod here: default-settings.ts spreads SEO_SETTINGS, and the shell
 * imports that eagerly. The schemas that validate a save are in seo.schemas.ts.
 */

/** The page types whose served HTML carries their own title, description and tags. */
export const SEO_PAGE_TYPES = [
  'artist',
  'album',
  'track',
  'playlist',
  'user',
  'custom_page',
  'channel',
] as const;
export type SeoPageType = (typeof SEO_PAGE_TYPES)[number];

/** What the section editor calls each page type. */
export const SEO_PAGE_TYPE_LABELS: Record<SeoPageType, string> = {
  artist: 'Artist page',
  album: 'Album page',
  track: 'Track page',
  playlist: 'Playlist page',
  user: 'User profile',
  custom_page: 'Custom page',
  channel: 'Channel page',
};

/** `{{site_name}}` and `{{site_description}}` work in every template. */
export const SEO_COMMON_PLACEHOLDERS = ['site_name', 'site_description'] as const;

/** The placeholders each page type fills, beside the common ones. */
export const SEO_PLACEHOLDERS: Record<SeoPageType, readonly string[]> = {
  artist: ['artist.name', 'artist.bio', 'artist.genres'],
  album: [
    'album.name',
    'album.artist',
    'album.description',
    'album.release_year',
    'album.tracks_count',
    'album.type',
  ],
  track: ['track.name', 'track.artist', 'track.album', 'track.description', 'track.duration'],
  playlist: ['playlist.name', 'playlist.description', 'playlist.owner', 'playlist.tracks_count'],
  user: ['user.name', 'user.followers_count'],
  custom_page: ['page.title', 'page.excerpt'],
  channel: ['channel.name', 'channel.description'],
};

export type SeoTemplateKey = `seo.${SeoPageType}.${'title' | 'description'}`;

export const seoTitleKey = (type: SeoPageType): SeoTemplateKey => `seo.${type}.title`;
export const seoDescriptionKey = (type: SeoPageType): SeoTemplateKey => `seo.${type}.description`;

/** Defaults: the name first (what a search result shows), the site after it. */
export const SEO_DEFAULT_TEMPLATES: Record<SeoTemplateKey, string> = {
  'seo.artist.title': '{{artist.name}} | {{site_name}}',
  'seo.artist.description':
    'Listen to {{artist.name}} on {{site_name}}: top tracks, albums and similar artists. {{artist.bio}}',
  'seo.album.title': '{{album.name}} by {{album.artist}} | {{site_name}}',
  'seo.album.description':
    'Listen to {{album.name}} by {{album.artist}} on {{site_name}}: {{album.tracks_count}} tracks. {{album.description}}',
  'seo.track.title': '{{track.name}} by {{track.artist}} | {{site_name}}',
  'seo.track.description':
    'Listen to {{track.name}} by {{track.artist}} from {{track.album}} on {{site_name}}. {{track.description}}',
  'seo.playlist.title': '{{playlist.name}} | {{site_name}}',
  'seo.playlist.description':
    'A playlist by {{playlist.owner}} with {{playlist.tracks_count}} tracks on {{site_name}}. {{playlist.description}}',
  'seo.user.title': '{{user.name}} | {{site_name}}',
  'seo.user.description': 'The playlists, followers and music of {{user.name}} on {{site_name}}.',
  'seo.custom_page.title': '{{page.title}} | {{site_name}}',
  'seo.custom_page.description': '{{page.excerpt}}',
  'seo.channel.title': '{{channel.name}} | {{site_name}}',
  'seo.channel.description': '{{channel.description}}',
};

/**
 * Spread into SETTING_DEFINITIONS. The title templates are public: the app names the browser
 * tab with them as the listener moves between pages (a few hundred bytes of bootstrap data).
 * The descriptions only the server renders into the page; the appearance editor reads them
 * through the admin API.
 */
export const SEO_SETTINGS = Object.fromEntries(
  Object.entries(SEO_DEFAULT_TEMPLATES).map(([key, value]) => [
    key,
    { value, public: key.endsWith('.title') },
  ]),
) as Record<SeoTemplateKey, { value: string; public: boolean }>;

export const SEO_PLACEHOLDER_PATTERN = /\{\{\s*([\w.]+)\s*\}\}/g;

/**
 * Fills a template's `{{name}}` placeholders; unknown or empty ones become nothing. Whitespace
 * runs collapse and an empty "()" or a dangling separator left by an empty value goes away.
 */
export function renderSeoTemplate(template: string, values: Record<string, string>): string {
  return template
    .replace(SEO_PLACEHOLDER_PATTERN, (_match, name: string) => values[name] ?? '')
    .replace(/\(\s*\)/g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s+([.,:;!?])/g, '$1')
    .replace(/^[\s|\u00b7,:;-]+|[\s|\u00b7,:;-]+$/g, '')
    .trim();
}
