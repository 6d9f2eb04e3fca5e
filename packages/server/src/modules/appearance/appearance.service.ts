import type { Theme } from '@tonearm/shared/bootstrap/bootstrap.schemas';
import { DEFAULT_THEMES } from '@tonearm/shared/appearance/default-themes';
import type { ThemeRow } from '../../platform/db/schema';
import type { AppearanceRepository } from './appearance.repository';

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

export class AppearanceService {
  constructor(private readonly repository: AppearanceRepository) {}

  async listThemes(): Promise<Theme[]> {
    return (await this.repository.listThemes()).map(presentTheme);
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
