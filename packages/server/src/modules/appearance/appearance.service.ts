import crypto from 'node:crypto';
import type { Theme } from '@tonearm/shared/bootstrap/bootstrap.schemas';
import { DEFAULT_THEMES } from '@tonearm/shared/appearance/default-themes';
import {
  APPEARANCE_MESSAGES,
  appearanceSettingNames,
  validateAppearanceSettings,
} from '@tonearm/shared/appearance/appearance-settings.schemas';
import type { AppearanceResponse, ThemeInput } from '@tonearm/shared/appearance/appearance.schemas';
import { FONT_FAMILIES } from '@tonearm/shared/appearance/fonts';
import { orNotFound, ValidationError } from '../../platform/errors';
import type { ThemeRow } from '../../platform/db/schema';
import { refuseOnDemoSite } from '../settings/demo-mode.queries';
import type { SettingsService } from '../settings/settings.service';
import type { AppearanceRepository, ThemeFields } from './appearance.repository';
import { FontFiles } from './font-files';

function presentTheme(row: ThemeRow): Theme {
  return {
    id: row.id,
    name: row.name,
    is_dark: !!row.is_dark,
    default_light: !!row.default_light,
    default_dark: !!row.default_dark,
    values: JSON.parse(row.values) as Record<string, string>,
  };
}

export type CustomCodeKind = 'css' | 'js';

/** A custom code file as index.html links it: the URL changes whenever the content does. */
export interface CustomCodeAsset {
  kind: CustomCodeKind;
  hash: string;
  url: string;
  content: string;
}

/** The appearance's files put into the index page (IndexPageRenderer does, before its data). */
export { withPageAssets } from './page-assets';

export interface PageAssets {
  css: string | null;
  js: string | null;
  favicon: string | null;
}

export function customCodeHash(content: string): string {
  return crypto.createHash('sha256').update(content).digest('hex').slice(0, 16);
}

/**
 * The appearance editor: the appearance settings, the site themes and their
 * rules, and the custom code files.
 */
export class AppearanceService {
  constructor(
    private readonly repository: AppearanceRepository,
    private readonly settings: SettingsService,
    /** The self-hosted font service. */
    readonly fonts: FontFiles = new FontFiles(),
  ) {}

  async listThemes(): Promise<Theme[]> {
    return (await this.repository.listThemes()).map(presentTheme);
  }

  /** GET admin/appearance: the saved appearance settings, the themes and the font list. */
  async editorData(): Promise<AppearanceResponse> {
    const [values, themes] = await Promise.all([this.settings.all(), this.listThemes()]);
    return {
      settings: Object.fromEntries(appearanceSettingNames().map((name) => [name, values[name]])),
      themes,
      fonts: FONT_FAMILIES,
    };
  }

  /**
   * Saves some appearance settings; each key is checked by its own schema, and nothing is
   * written unless all pass. Settings are read at each use, so every visitor (on every
   * instance) gets the change with their next page.
   */
  async saveSettings(changes: Record<string, unknown>): Promise<void> {
    await refuseOnDemoSite(this.settings);
    const result = validateAppearanceSettings(changes);
    if (!result.success) throw new ValidationError(result.errors);
    const defaultId = result.data['themes.default_id'];
    if (typeof defaultId === 'number' && !(await this.repository.findTheme(defaultId)))
      throw ValidationError.field('settings.themes.default_id', APPEARANCE_MESSAGES.unknownTheme);
    await this.settings.update(result.data);
  }

  async createTheme(input: ThemeInput): Promise<Theme> {
    await refuseOnDemoSite(this.settings);
    checkDefaultKinds(input);
    const id = await this.repository.transaction(async (repository) => {
      const id = await repository.insertTheme({ ...fieldsOf(input), user_id: null });
      await takeDefaults(repository, id, input);
      return id;
    });
    return presentTheme((await this.repository.findTheme(id))!);
  }

  async updateTheme(id: number, input: ThemeInput): Promise<Theme> {
    await refuseOnDemoSite(this.settings);
    const existing = orNotFound(await this.repository.findTheme(id));
    checkDefaultKinds(input);
    // There is always a default light and a default dark theme.
    if (existing.default_light && !input.default_light)
      throw ValidationError.field('default_light', APPEARANCE_MESSAGES.keepDefault);
    if (existing.default_dark && !input.default_dark)
      throw ValidationError.field('default_dark', APPEARANCE_MESSAGES.keepDefault);
    await this.repository.transaction(async (repository) => {
      const { user_id: _userId, ...fields } = fieldsOf(input, presentTheme(existing).values);
      await repository.updateTheme(id, fields);
      await takeDefaults(repository, id, input);
    });
    return presentTheme((await this.repository.findTheme(id))!);
  }

  async deleteTheme(id: number): Promise<void> {
    await refuseOnDemoSite(this.settings);
    const existing = orNotFound(await this.repository.findTheme(id));
    if (existing.default_light || existing.default_dark)
      throw ValidationError.field('id', APPEARANCE_MESSAGES.deleteDefault);
    if ((await this.repository.listThemes()).length <= 1)
      throw ValidationError.field('id', APPEARANCE_MESSAGES.deleteLast);
    await this.repository.deleteTheme(id);
    // A site default that named this theme goes back to following the OS preference.
    if (String(await this.settings.get('themes.default_id')) === String(id))
      await this.settings.update({ 'themes.default_id': 'system' });
  }

  /** The saved custom CSS or JS as a file to link, or null while it is empty. */
  async customCode(kind: CustomCodeKind): Promise<CustomCodeAsset | null> {
    const content = await this.settings.get(kind === 'css' ? 'custom_code.css' : 'custom_code.js');
    if (typeof content !== 'string' || content.trim() === '') return null;
    const hash = customCodeHash(content);
    return { kind, hash, url: `/assets/custom/custom.${hash}.${kind}`, content };
  }

  /** What index.html links besides the app: the custom code files and the favicon. */
  async pageAssets(settings: Record<string, unknown>): Promise<PageAssets> {
    const [css, js] = await Promise.all([this.customCode('css'), this.customCode('js')]);
    const favicon = settings['branding.favicon'];
    return {
      css: css?.url ?? null,
      js: js?.url ?? null,
      favicon: typeof favicon === 'string' && favicon !== '' ? favicon : null,
    };
  }

  /** A new install gets the default light and dark themes. */
  async seedDefaults(): Promise<void> {
    if ((await this.repository.countThemes()) > 0) return;
    for (const theme of DEFAULT_THEMES) {
      await this.repository.insertTheme({
        name: theme.name,
        is_dark: theme.is_dark ? 1 : 0,
        default_light: theme.default_light ? 1 : 0,
        default_dark: theme.default_dark ? 1 : 0,
        user_id: null,
        values: JSON.stringify(theme.values),
      });
    }
  }
}

function checkDefaultKinds(input: ThemeInput): void {
  if (input.default_light && input.is_dark)
    throw ValidationError.field('default_light', APPEARANCE_MESSAGES.defaultLightIsDark);
  if (input.default_dark && !input.is_dark)
    throw ValidationError.field('default_dark', APPEARANCE_MESSAGES.defaultDarkIsLight);
}

/** A variable left out keeps its current value, else takes the default theme's of its kind. */
function fieldsOf(input: ThemeInput, current: Record<string, string> = {}): ThemeFields {
  const seed =
    DEFAULT_THEMES.find((theme) => theme.is_dark === input.is_dark) ?? DEFAULT_THEMES[0]!;
  const values: Record<string, string> = { ...seed.values, ...current };
  for (const [name, value] of Object.entries(input.values))
    if (typeof value === 'string') values[name] = value;
  return {
    name: input.name,
    is_dark: input.is_dark ? 1 : 0,
    default_light: input.default_light ? 1 : 0,
    default_dark: input.default_dark ? 1 : 0,
    user_id: null,
    values: JSON.stringify(values),
  };
}

/** One default of each kind: a theme made a default takes the flag from the others. */
async function takeDefaults(
  repository: AppearanceRepository,
  id: number,
  input: ThemeInput,
): Promise<void> {
  if (input.default_light) await repository.clearDefault('default_light', id);
  if (input.default_dark) await repository.clearDefault('default_dark', id);
}
