import type { Theme } from '@tonearm/shared/bootstrap/bootstrap.schemas';
import { Moon, Plus, Sun } from 'lucide-react';
import { useEffect, useId } from 'react';
import { Link } from 'react-router';
import { FieldFrame } from '@/components/ui/field';
import { Checkbox } from '@/components/ui/form-fields';
import { UNSAVED_THEME_ID } from '@/lib/appearance-preview-messages';
import { useTrans } from '@/lib/i18n';
import type { AppearanceSectionProps } from '../appearance-section-props';
import { useAppearanceEditor } from '../appearance-editor-context';
import { appearancePaths } from '../appearance-paths';
import { ThemeEditor } from './theme-editor';

/** Themes: the index (`themes`), a new theme (`themes/new`) and one theme (`themes/{id}`). */
export function ThemesSection(props: AppearanceSectionProps) {
  const { rest, saved } = useAppearanceEditor();
  const t = useTrans();
  const [first] = rest;
  if (first === undefined) return <ThemeIndex {...props} />;
  if (first === 'new') {
    const base = saved.themes.find((theme) => theme.default_light) ?? saved.themes[0];
    const blank: Theme = {
      id: UNSAVED_THEME_ID,
      name: '',
      is_dark: false,
      default_light: false,
      default_dark: false,
      values: { ...base?.values },
    };
    return <ThemeEditor key="new" initial={blank} />;
  }
  const theme = /^\d{1,10}$/.test(first)
    ? saved.themes.find((candidate) => candidate.id === Number(first))
    : undefined;
  if (!theme)
    return (
      <p role="alert" className="text-sm text-muted">
        {t('This theme does not exist.')}
      </p>
    );
  return <ThemeEditor key={theme.id} initial={theme} />;
}

function ThemeIndex({ settings, setSetting, errors }: AppearanceSectionProps) {
  const t = useTrans();
  const { saved, startThemeDraft } = useAppearanceEditor();
  const selectId = useId();
  // The index previews the site's own themes.
  useEffect(() => startThemeDraft(null), []); // eslint-disable-line react-hooks/exhaustive-deps
  const defaultId = settings['themes.default_id'];
  return (
    <div className="flex flex-col gap-6">
      <Link
        to={appearancePaths.newTheme()}
        className="inline-flex h-9 items-center justify-center gap-2 rounded-button border border-divider px-4 text-sm font-semibold outline-none hover:bg-hover focus-visible:ring-2 focus-visible:ring-primary"
      >
        <Plus className="size-4" aria-hidden />
        {t('New theme')}
      </Link>
      <ul className="flex flex-col gap-2" aria-label={t('Themes')}>
        {saved.themes.map((theme) => (
          <li key={theme.id}>
            <Link
              to={appearancePaths.theme(theme.id)}
              className="flex items-center gap-3 rounded-lg border border-divider p-3 outline-none hover:bg-hover focus-visible:ring-2 focus-visible:ring-primary"
            >
              <span
                aria-hidden
                className="grid size-9 shrink-0 place-items-center rounded-full border border-divider"
                style={{
                  background: `rgb(${theme.values['--be-background'] ?? '255 255 255'})`,
                  color: `rgb(${theme.values['--be-primary'] ?? '0 0 0'})`,
                }}
              >
                {theme.is_dark ? <Moon className="size-4" /> : <Sun className="size-4" />}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium">{theme.name}</span>
                <span className="block text-xs text-muted">
                  {[
                    theme.is_dark ? t('Dark') : t('Light'),
                    theme.default_light ? t('Default light') : null,
                    theme.default_dark ? t('Default dark') : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <FieldFrame id={selectId} label={t('Theme for new visitors')}>
        <select
          id={selectId}
          value={
            typeof defaultId === 'number' || typeof defaultId === 'string'
              ? String(defaultId)
              : 'system'
          }
          onChange={(event) => {
            const value = event.target.value;
            setSetting('themes.default_id', /^\d+$/.test(value) ? Number(value) : value);
          }}
          className="h-10 rounded-lg border border-divider bg-bg px-3 text-sm text-fg outline-none focus:border-primary focus:ring-2 focus:ring-primary/25"
        >
          <option value="system">{t('Follow the device (light or dark default)')}</option>
          <option value="light">{t('Default light theme')}</option>
          <option value="dark">{t('Default dark theme')}</option>
          {saved.themes.map((theme) => (
            <option key={theme.id} value={theme.id}>
              {theme.name}
            </option>
          ))}
        </select>
        {errors['themes.default_id'] ? (
          <div role="alert" className="text-sm text-danger">
            {errors['themes.default_id']}
          </div>
        ) : null}
      </FieldFrame>
      <Checkbox
        isSelected={settings['themes.user_change'] !== false}
        onChange={(selected) => setSetting('themes.user_change', selected)}
      >
        {t('Visitors may switch between light and dark')}
      </Checkbox>
    </div>
  );
}
