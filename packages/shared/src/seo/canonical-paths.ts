import { slugify, userProfilePath } from '../format/slugify';

const slugOr = (name: string) => slugify(name) || '-';

/**
 * The canonical path of each shareable page, as the web app's config/paths.ts writes them
 * (routes): what canonical links, sitemaps and oEmbed answers name.
 */
export const canonicalPaths = {
  artist: (id: number, name: string) => {
    const slug = slugify(name);
    return slug ? `/artist/${id}/${slug}` : `/artist/${id}`;
  },
  album: (id: number, name: string, artistName: string) =>
    `/album/${id}/${slugOr(artistName)}/${slugOr(name)}`,
  albumEmbed: (id: number, name: string, artistName: string) =>
    `${canonicalPaths.album(id, name, artistName)}/embed`,
  track: (id: number, name: string) => `/track/${id}/${slugOr(name)}`,
  trackEmbed: (id: number, name: string) => `${canonicalPaths.track(id, name)}/embed`,
  playlist: (id: number, name: string) => `/playlist/${id}/${slugOr(name)}`,
  user: (id: number, name: string) => userProfilePath({ id, name }),
  customPage: (slug: string) => `/pages/${encodeURIComponent(slug)}`,
  channel: (slug: string) => `/channel/${encodeURIComponent(slug)}`,
};
