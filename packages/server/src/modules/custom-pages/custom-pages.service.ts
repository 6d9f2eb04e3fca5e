import {
  CUSTOM_PAGE_MESSAGES,
  customPagePaths,
  type CustomPage,
  type CustomPageListItem,
  type CustomPageListQuery,
  type CustomPageValues,
} from '@tonearm/shared/custom-pages/custom-pages.schemas';
import type { Paginated } from '@tonearm/shared/http/http.schemas';
import { notFound, orNotFound, ValidationError } from '../../platform/errors';
import { isUniqueViolation } from '../../platform/db/errors';
import type { SettingsService } from '../settings/settings.service';
import { DEFAULT_PAGES, PRIVACY_POLICY_SLUG, TERMS_OF_SERVICE_SLUG } from './default-pages';
import { lookupOf } from './custom-pages.policy';
import type { CustomPageRow, CustomPagesRepository } from './custom-pages.repository';
import { sanitizePageHtml } from './page-html';

const PAGE_NOT_FOUND = 'Page not found.';

/** The public answer; the body is sanitised again on the way out. */
async function present(row: CustomPageRow): Promise<CustomPage> {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    body: await sanitizePageHtml(row.body),
    meta_title: row.meta_title,
    meta_description: row.meta_description,
    updated_at: String(row.updated_at),
  };
}

function presentListItem(row: Omit<CustomPageRow, 'body'>): CustomPageListItem {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    meta_title: row.meta_title,
    meta_description: row.meta_description,
    created_at: String(row.created_at),
    updated_at: String(row.updated_at),
  };
}

/** Custom pages: public reading, admin management, the pages of a new install. */
export class CustomPagesService {
  constructor(
    private readonly repository: CustomPagesRepository,
    private readonly settings: SettingsService,
  ) {}

  async show(idOrSlug: string): Promise<CustomPage> {
    const lookup = lookupOf(idOrSlug);
    const row = !lookup
      ? undefined
      : 'id' in lookup
        ? await this.repository.findById(lookup.id)
        : await this.repository.findBySlug(lookup.slug);
    if (!row) throw notFound(PAGE_NOT_FOUND);
    return present(row);
  }

  async list(query: CustomPageListQuery): Promise<Paginated<CustomPageListItem>> {
    const page = await this.repository.list(query);
    return { ...page, data: page.data.map(presentListItem) };
  }

  async create(input: CustomPageValues, userId: number | null): Promise<CustomPage> {
    await this.assertSlugFree(input.slug);
    try {
      return await present(
        await this.repository.create({ ...(await this.fields(input)), user_id: userId }),
      );
    } catch (error) {
      // Two admins saving the same slug at once: the unique index decides.
      if (isUniqueViolation(error))
        throw ValidationError.field('slug', CUSTOM_PAGE_MESSAGES.slugTaken);
      throw error;
    }
  }

  async update(id: number, input: CustomPageValues): Promise<CustomPage> {
    if (!(await this.repository.findById(id))) throw notFound(PAGE_NOT_FOUND);
    await this.assertSlugFree(input.slug, id);
    try {
      const row = orNotFound(
        await this.repository.update(id, await this.fields(input)),
        PAGE_NOT_FOUND,
      );
      return await present(row);
    } catch (error) {
      if (isUniqueViolation(error))
        throw ValidationError.field('slug', CUSTOM_PAGE_MESSAGES.slugTaken);
      throw error;
    }
  }

  async delete(ids: readonly number[]): Promise<void> {
    await this.repository.delete(ids);
  }

  async deleteOne(id: number): Promise<void> {
    if ((await this.repository.delete([id])) === 0) throw notFound(PAGE_NOT_FOUND);
  }

  /**
   * The privacy policy, terms of service and about pages, once per install (the first start
   * that finds `custom_pages.seeded` empty claims it, so several instances seed once and a page
   * the admin deletes stays deleted). The cookie notice's "Learn more" and the auth-page footer
   * follow the legal.* settings, which point at these pages and /contact unless already set.
   */
  async seedDefaults(): Promise<void> {
    if (!(await this.settings.setIfEmpty('custom_pages.seeded', new Date().toISOString()))) return;
    const siteName = String((await this.settings.get('branding.site_name')) || 'Tonearm');
    const withName = (text: string) => text.replaceAll(':site', siteName);
    const urls: Record<string, string> = {};
    for (const page of DEFAULT_PAGES) {
      const existing = await this.repository.findBySlug(page.slug);
      const row =
        existing ??
        (await this.repository.create({
          slug: page.slug,
          title: page.title,
          body: await sanitizePageHtml(withName(page.body)),
          meta_title: null,
          meta_description: withName(page.meta_description),
          user_id: null,
        }));
      urls[page.slug] = customPagePaths.bySlug(row);
    }
    await this.settings.setIfEmpty('legal.privacy_policy_url', urls[PRIVACY_POLICY_SLUG]);
    await this.settings.setIfEmpty('legal.terms_url', urls[TERMS_OF_SERVICE_SLUG]);
    await this.settings.setIfEmpty('legal.contact_url', '/contact');
  }

  private async fields(input: CustomPageValues) {
    return {
      slug: input.slug,
      title: input.title,
      body: await sanitizePageHtml(input.body),
      meta_title: input.meta_title,
      meta_description: input.meta_description,
    };
  }

  private async assertSlugFree(slug: string, exceptId?: number): Promise<void> {
    if (await this.repository.slugTaken(slug, exceptId))
      throw ValidationError.field('slug', CUSTOM_PAGE_MESSAGES.slugTaken);
  }
}
