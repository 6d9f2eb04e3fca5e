import {
  renderSeoTemplate,
  SEO_DEFAULT_TEMPLATES,
  seoTitleKey,
  type SeoPageType,
  type SeoTemplateKey,
} from './seo-settings';

/**
 * The placeholder values of each page type's SEO templates, read from the entity its page
 * shows (the `artist` of `GET artists/{id}`, the `album` of `GET albums/{id}`, …). One reading
 * for both sides: the server fills the served `<title>` and description from it (page-meta.ts),
 * and the app fills `document.title` from it as the listener moves between pages.
 */

type Json = Record<string, unknown>;

export const str = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
export const num = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;
export const obj = (value: unknown): Json =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
export const list = (value: unknown): Json[] => (Array.isArray(value) ? value.map(obj) : []);

export const names = (items: Json[]): string =>
  items
    .map((item) => str(item.name))
    .filter(Boolean)
    .join(', ');

/** The text of an HTML fragment (bios, descriptions, custom page bodies), for an excerpt. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** Descriptions are cut where a search result cuts them, at a word. */
const DESCRIPTION_MAX = 300;
export function clip(text: string, max = DESCRIPTION_MAX): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** 205 000 ms → "3:25". */
function clockDuration(ms: unknown): string {
  const value = num(ms);
  if (value === undefined || value <= 0) return '';
  const seconds = Math.round(value / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export const SEO_VALUES: Record<SeoPageType, (entity: Json) => Record<string, string>> = {
  artist: (artist) => ({
    'artist.name': str(artist.name),
    'artist.bio': plainText(str(artist.bio)),
    'artist.genres': names(list(artist.genres)),
  }),
  album: (album) => ({
    'album.name': str(album.name),
    'album.artist': names(list(album.artists)),
    'album.description': plainText(str(album.description)),
    'album.release_year': str(album.release_date).slice(0, 4),
    'album.tracks_count': String(num(album.tracks_count) ?? list(album.tracks).length),
    'album.type': str(album.type),
  }),
  track: (track) => ({
    'track.name': str(track.name),
    'track.artist': names(list(track.artists)),
    'track.album': str(obj(track.album).name),
    'track.description': plainText(str(track.description)),
    'track.duration': clockDuration(track.duration_ms),
  }),
  playlist: (playlist) => ({
    'playlist.name': str(playlist.name),
    'playlist.description': plainText(str(playlist.description)),
    'playlist.owner': str(obj(playlist.owner).name),
    'playlist.tracks_count': String(num(playlist.tracks_count) ?? 0),
  }),
  user: (user) => ({
    'user.name': str(user.name),
    'user.followers_count': String(num(user.followers_count) ?? 0),
  }),
  custom_page: (page) => ({
    'page.title': str(page.title),
    'page.excerpt': clip(plainText(str(page.body))),
  }),
  channel: (channel) => ({
    'channel.name': str(channel.name),
    'channel.description': plainText(str(channel.description)),
  }),
};

/** The values every template may use beside its page type's own. */
export function siteSeoValues(settings: Record<string, unknown>): Record<string, string> {
  return {
    site_name: str(settings['branding.site_name']) || 'Tonearm',
    site_description: str(settings['branding.site_description']),
  };
}

/** The operator's template for a key, or the default when it is unset or blank. */
export function seoTemplateOf(settings: Record<string, unknown>, key: SeoTemplateKey): string {
  const value = settings[key];
  return typeof value === 'string' && value.trim() ? value : SEO_DEFAULT_TEMPLATES[key];
}

/**
 * The title of a page showing `entity`: the title the editor wrote for it (`ownTitle`: a
 * channel's or a custom page's SEO title), else the type's template filled in.
 */
export function seoTitleOf(
  type: SeoPageType,
  entity: Json,
  settings: Record<string, unknown>,
  ownTitle?: string,
): string {
  if (ownTitle?.trim()) return ownTitle.trim();
  const values = { ...siteSeoValues(settings), ...SEO_VALUES[type](entity) };
  return renderSeoTemplate(seoTemplateOf(settings, seoTitleKey(type)), values);
}
