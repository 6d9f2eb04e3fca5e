import type { GuestRole } from '@tonearm/shared/permissions/permissions';
import { canonicalPaths } from '@tonearm/shared/seo/canonical-paths';
import type { OembedQuery, OembedResponse } from '@tonearm/shared/seo/seo.schemas';
import { notFound } from '../../platform/errors';
import { escapeHtml } from '../../platform/text/html-text';
import { pageMetaOf, type PageMeta } from '../bootstrap/bootstrap.service';
import type { CatalogService } from '../catalog/catalog.service';
import type { SettingsService } from '../settings/settings.service';
import { guestsMayListen } from './seo.policy';
import {
  SITEMAP_KINDS,
  type SeoRepository,
  type SitemapKind,
  type SitemapRow,
} from './seo.repository';

/** The sitemap protocol allows 50 000 URLs a file; smaller files are kinder to the database. */
export const SITEMAP_PAGE_SIZE = 10_000;

/** Paths crawlers have no business in: private areas and the API (robots.txt). */
const DISALLOWED = [
  '/admin',
  '/backstage',
  '/api/',
  '/secure/',
  '/auth/',
  '/account-settings',
  '/billing',
  '/checkout',
  '/library',
  '/notifications',
  '/workspace',
  '/login',
  '/register',
  '/forgot-password',
  '/password/',
];

/** oEmbed frame sizes (web features/player/components/embed-player.tsx). */
const EMBED_SIZES = { track: { width: 600, height: 152 }, album: { width: 600, height: 380 } };

const lastmod = (value: string | Date) => {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
};

/** Page meta, robots.txt, sitemaps and oEmbed. */
export class SeoService {
  constructor(
    private readonly repository: SeoRepository,
    private readonly settings: SettingsService,
    private readonly catalog: CatalogService,
    private readonly appUrl: string,
    private readonly sitemapPageSize = SITEMAP_PAGE_SIZE,
  ) {}

  /** The meta of the page at `url`, from its first calls' answers (made as the visitor). */
  async pageMeta(
    url: string,
    answers: Record<string, unknown>,
    guestRole: GuestRole | null,
  ): Promise<PageMeta> {
    if (Object.keys(answers).length === 0) return {};
    return pageMetaOf(answers, {
      settings: await this.settings.all(),
      appUrl: this.appUrl,
      pathname: url.split(/[?#]/)[0] ?? '/',
      guestsMayListen: guestsMayListen(guestRole),
    });
  }

  robots(): string {
    return [
      'User-agent: *',
      'Allow: /',
      ...DISALLOWED.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${this.appUrl}/sitemap.xml`,
      '',
    ].join('\n');
  }

  private pathOf(kind: SitemapKind, row: SitemapRow): string {
    switch (kind) {
      case 'artists':
        return canonicalPaths.artist(row.id, row.name);
      case 'albums':
        return canonicalPaths.album(row.id, row.name, row.extra ?? '');
      case 'tracks':
        return canonicalPaths.track(row.id, row.name);
      case 'playlists':
        return canonicalPaths.playlist(row.id, row.name);
      case 'channels':
        return canonicalPaths.channel(row.extra ?? String(row.id));
      case 'pages':
        return `/pages/${encodeURIComponent(row.extra ?? String(row.id))}`;
    }
  }

  private urlset(entries: { loc: string; lastmod: string | null }[]): string {
    const urls = entries
      .map(
        (entry) =>
          `<url><loc>${escapeHtml(entry.loc)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''}</url>`,
      )
      .join('');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>\n`;
  }

  private async entries(kind: SitemapKind, offset: number, limit: number) {
    const rows = await this.repository.page(kind, offset, limit);
    return rows.map((row) => ({
      loc: `${this.appUrl}${this.pathOf(kind, row)}`,
      lastmod: lastmod(row.updated_at),
    }));
  }

  /**
   * `/sitemap.xml`: every public page in one <urlset> while they fit one file, else a
   * <sitemapindex> naming `/sitemaps/{kind}-{page}.xml` files.
   */
  async sitemap(): Promise<string> {
    const counts = await Promise.all(SITEMAP_KINDS.map((kind) => this.repository.count(kind)));
    const total = counts.reduce((sum, count) => sum + count, 0);
    if (total + 1 <= this.sitemapPageSize) {
      const lists = await Promise.all(
        SITEMAP_KINDS.map((kind) => this.entries(kind, 0, this.sitemapPageSize)),
      );
      return this.urlset([{ loc: `${this.appUrl}/`, lastmod: null }, ...lists.flat()]);
    }
    const files: string[] = [];
    SITEMAP_KINDS.forEach((kind, index) => {
      const pages = Math.ceil(counts[index]! / this.sitemapPageSize);
      for (let page = 1; page <= pages; page += 1)
        files.push(`${this.appUrl}/sitemaps/${kind}-${page}.xml`);
    });
    const items = files.map((loc) => `<sitemap><loc>${escapeHtml(loc)}</loc></sitemap>`).join('');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items}</sitemapindex>\n`;
  }

  /** One file of the sitemap index; 404 past the last page. */
  async sitemapPage(kind: SitemapKind, page: number): Promise<string> {
    const entries = await this.entries(
      kind,
      (page - 1) * this.sitemapPageSize,
      this.sitemapPageSize,
    );
    if (entries.length === 0) throw notFound();
    return this.urlset(entries);
  }

  /**
   * oEmbed for a track or album page of this site: the embed player in an
   * iframe. Looked up as a guest, so private, draft and unreleased music is a 404 for everyone.
   */
  async oembed(query: OembedQuery): Promise<OembedResponse> {
    let path: string;
    try {
      const url = new URL(query.url, this.appUrl);
      if (url.origin !== new URL(this.appUrl).origin) throw notFound();
      path = url.pathname;
    } catch {
      throw notFound();
    }
    const match = /^\/(track|album)\/(\d{1,10})(\/|$)/.exec(path);
    const id = Number(match?.[2]);
    if (!match || !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw notFound();
    const kind = match[1] as 'track' | 'album';
    const siteName = String((await this.settings.get('branding.site_name')) || 'Tonearm');
    let title: string;
    let embedPath: string;
    let image: string | null;
    let artist: { id: number; name: string } | undefined;
    if (kind === 'track') {
      const [track] = await this.catalog.tracks([id], null);
      if (!track) throw notFound();
      title = track.name;
      embedPath = canonicalPaths.trackEmbed(track.id, track.name);
      image = track.image ?? track.album?.image ?? null;
      artist = track.artists[0];
    } else {
      const [album] = await this.catalog.albums([id], null);
      if (!album) throw notFound();
      artist = album.artists[0];
      title = album.name;
      embedPath = canonicalPaths.albumEmbed(album.id, album.name, artist?.name ?? '');
      image = album.image;
    }
    const size = EMBED_SIZES[kind];
    const width = Math.min(size.width, query.maxwidth ?? size.width);
    const height = Math.min(size.height, query.maxheight ?? size.height);
    const src = `${this.appUrl}${embedPath}`;
    const thumbnail = image
      ? /^https?:\/\//.test(image)
        ? image
        : image.startsWith('/') && !image.startsWith('//')
          ? `${this.appUrl}${image}`
          : undefined
      : undefined;
    return {
      version: '1.0',
      type: 'rich',
      provider_name: siteName,
      provider_url: `${this.appUrl}/`,
      title,
      ...(artist
        ? {
            author_name: artist.name,
            author_url: `${this.appUrl}${canonicalPaths.artist(artist.id, artist.name)}`,
          }
        : {}),
      ...(thumbnail ? { thumbnail_url: thumbnail } : {}),
      html: `<iframe src="${escapeHtml(src)}" width="${width}" height="${height}" style="border:0" loading="lazy" allow="autoplay; encrypted-media" title="${escapeHtml(title)}"></iframe>`,
      width,
      height,
    };
  }
}
