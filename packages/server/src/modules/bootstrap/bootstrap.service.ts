import type { BootstrapData, Theme } from '@tonearm/shared/bootstrap/bootstrap.schemas';
import { COOKIES } from '@tonearm/shared/constants';
import type { Menu } from '@tonearm/shared/menus/menus.schemas';
import type { User } from '@tonearm/shared/users/users.schemas';
import type { AppearanceService } from '../appearance/appearance.service';
import type { LocalizationService } from '../localization/localization.service';
import type { RolesService } from '../roles/roles.service';
import type { SettingsService } from '../settings/settings.service';
import type { WorkspacesService } from '../workspaces/workspaces.service';

/** A page's meta tags, built the same for the index page and for the SEO module. */
export { pageMetaOf, type PageMeta } from './page-meta';

export interface BootstrapInput {
  user: User | null;
  cookies: Record<string, string | undefined>;
}

/** The bootstrap data: everything the web client needs before its first call. */
export class BootstrapService {
  constructor(
    private readonly settings: SettingsService,
    private readonly appearance: AppearanceService,
    private readonly localization: LocalizationService,
    private readonly roles: RolesService,
    private readonly workspaces: WorkspacesService,
  ) {}

  async build({ user, cookies }: BootstrapInput): Promise<BootstrapData> {
    const [settings, themes, guestRole, workspaces] = await Promise.all([
      this.settings.publicSettings(),
      this.appearance.listThemes(),
      this.roles.guestRole(),
      user ? this.workspaces.listForUser(user.id) : Promise.resolve([]),
    ]);
    // Guests, users without a language, and everyone while i18n.enable is off
    // (the picker is hidden then) get the site's default language.
    const defaultLanguage = settings['i18n.default_locale'] as string | undefined;
    const language =
      settings['i18n.enable'] === false ? defaultLanguage : (user?.language ?? defaultLanguage);
    const i18n = await this.localization.forLanguage(language, defaultLanguage);
    const menus = (settings.menus as Menu[] | undefined) ?? [];
    const cookieNoticeEnabled = !!settings['cookie_notice.enable'];
    return {
      user,
      settings: { ...settings, menus },
      themes: {
        all: themes,
        selectedThemeId:
          cookies[COOKIES.theme] ??
          (settings['themes.default_id'] as string | number | null) ??
          null,
      },
      i18n,
      guest_role: guestRole,
      show_cookie_notice: cookieNoticeEnabled && !cookies[COOKIES.cookieNotice],
      workspaces,
      menus,
    };
  }
}

/**
 * The theme a page should first paint with. "system" (or 0) yields both defaults so CSS can
 * pick by the OS preference; the client settles the choice on boot (Theme).
 */
export function resolveInitialThemes(
  all: Theme[],
  selected: string | number | null,
): { light: Theme; dark: Theme | null } | null {
  const first = all[0];
  if (!first) return null;
  const light = all.find((t) => t.default_light) ?? first;
  const dark = all.find((t) => t.default_dark) ?? all.find((t) => t.is_dark) ?? first;
  if (selected === null || selected === 'system' || selected === 0 || selected === '0')
    return { light, dark };
  if (selected === 'light') return { light, dark: null };
  if (selected === 'dark') return { light: dark, dark: null };
  const byId = all.find((t) => String(t.id) === String(selected));
  return { light: byId ?? first, dark: null };
}
