import { SETTINGS_TABS, type SettingsTab } from '@tonearm/shared/settings/admin-settings.schemas';
import { clsx } from 'clsx';
import { useMemo } from 'react';
import { Navigate, NavLink, useNavigate, useParams } from 'react-router';
import { FullScreenLoader } from '@/components/ui/full-screen-loader';
import { RouteErrorMessage } from '@/components/ui/route-error';
import { useBootstrapData } from '@/lib/bootstrap-store';
import { useTrans } from '@/lib/i18n';
import { AdminPageHeader } from '@/components/ui/admin-page-header';
import { useAdminSettings } from '../api/get-admin-settings';
import { useLocaleOptions } from '../api/get-locale-options';
import { SETTINGS_TAB_DEFINITIONS, tabDefinition, type SelectOption } from '../settings-tabs';
import { EnvironmentFacts } from './environment-facts';
import { SettingsTabForm } from './settings-tab-form';
import { TestEmailForm } from './test-email-form';

export const SETTINGS_PATH = '/admin/settings';

function isSettingsTab(value: string | undefined): value is SettingsTab {
  return (SETTINGS_TABS as readonly string[]).includes(value ?? '');
}

/** /admin/settings/:tab: a tab list on the left (a select on phones), one form. */
export function SettingsPage() {
  const t = useTrans();
  const navigate = useNavigate();
  const { tab } = useParams();
  const settings = useAdminSettings();
  const themes = useBootstrapData((data) => data.themes.all);
  const locales = useLocaleOptions();
  const dynamicOptions = useMemo<Record<'themes' | 'locales', SelectOption[]>>(
    () => ({
      themes: [
        { value: 'system', label: 'Follow the device (light or dark)' },
        { value: 'light', label: 'Light' },
        { value: 'dark', label: 'Dark' },
        ...themes.map((theme) => ({ value: String(theme.id), label: theme.name })),
      ],
      locales,
    }),
    [themes, locales],
  );

  if (!isSettingsTab(tab)) return <Navigate to={`${SETTINGS_PATH}/general`} replace />;
  const definition = tabDefinition(tab);

  return (
    <div data-testid="admin-settings">
      <AdminPageHeader
        title={t('Settings')}
        breadcrumbs={[
          { label: t('Settings'), to: `${SETTINGS_PATH}/general` },
          { label: t(definition.label), to: `${SETTINGS_PATH}/${tab}` },
        ]}
      />
      <div className="flex flex-col gap-6 lg:flex-row lg:gap-8">
        <nav aria-label={t('Settings')} className="lg:w-56 lg:shrink-0">
          <label className="flex flex-col gap-1.5 lg:hidden">
            <span className="text-sm font-medium">{t('Section')}</span>
            <select
              className="h-11 rounded-lg border border-divider bg-bg px-3 text-base"
              value={tab}
              data-testid="settings-tab-select"
              onChange={(event) => void navigate(`${SETTINGS_PATH}/${event.target.value}`)}
            >
              {SETTINGS_TAB_DEFINITIONS.map((entry) => (
                <option key={entry.tab} value={entry.tab}>
                  {t(entry.label)}
                </option>
              ))}
            </select>
          </label>
          <ul className="sticky top-4 hidden flex-col gap-0.5 lg:flex">
            {SETTINGS_TAB_DEFINITIONS.map((entry) => (
              <li key={entry.tab}>
                <NavLink
                  to={`${SETTINGS_PATH}/${entry.tab}`}
                  data-testid={`settings-tab-${entry.tab}`}
                  className={({ isActive }) =>
                    clsx(
                      'block rounded-lg px-3 py-2 text-sm transition outline-none focus-visible:ring-2 focus-visible:ring-primary',
                      isActive
                        ? 'bg-primary/10 font-semibold text-primary'
                        : 'text-muted hover:bg-hover hover:text-fg',
                    )
                  }
                >
                  {t(entry.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex min-w-0 max-w-3xl flex-1 flex-col gap-6">
          <div>
            <h2 className="text-xl font-semibold tracking-tight">{t(definition.label)}</h2>
            <p className="mt-1 text-sm text-muted">{t(definition.description)}</p>
          </div>
          {settings.isPending ? (
            <FullScreenLoader />
          ) : !settings.data ? (
            <RouteErrorMessage error={settings.error} />
          ) : (
            <>
              {definition.environment ? (
                <EnvironmentFacts
                  panels={definition.environment}
                  environment={settings.data.environment}
                />
              ) : null}
              {definition.later ? (
                <p className="rounded-panel border border-dashed border-divider px-5 py-4 text-sm text-muted">
                  {t(definition.later)}
                </p>
              ) : null}
              {definition.sections.length > 0 ? (
                <SettingsTabForm
                  key={tab}
                  tab={tab}
                  data={settings.data}
                  dynamicOptions={dynamicOptions}
                />
              ) : null}
              {tab === 'outgoing-email' ? <TestEmailForm /> : null}
            </>
          )}
        </div>
      </div>
    </div>
  );
}
