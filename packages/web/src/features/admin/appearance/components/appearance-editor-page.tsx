import type { AppearanceResponse } from '@tonearm/shared/appearance/appearance.schemas';
import type { Theme } from '@tonearm/shared/bootstrap/bootstrap.schemas';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Suspense, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast/toast-store';
import { isApiError } from '@/lib/api-client';
import type { AppearanceDraft } from '@/lib/appearance-preview-messages';
import { showHttpErrorToast } from '@/lib/http-errors';
import { useTrans } from '@/lib/i18n';
import { useAppearance } from '../api/get-appearance';
import { useSaveTheme } from '../api/save-theme';
import { adoptSavedAppearance, useUpdateAppearance } from '../api/update-appearance';
import { AppearanceEditorContext } from '../appearance-editor-context';
import { appearancePaths } from '../appearance-paths';
import { APPEARANCE_SECTIONS, sectionOfPath } from '../appearance-sections';
import { PreviewFrame } from './preview-frame';

/** A 422's field errors, first message each; `prefix` is stripped (`settings.`). */
function fieldErrorsOf(error: unknown, prefix = ''): Record<string, string> | null {
  const errors = isApiError(error) ? error.response?.data?.errors : undefined;
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [
      field.startsWith(prefix) ? field.slice(prefix.length) : field,
      String(Array.isArray(messages) ? messages[0] : messages),
    ]),
  );
}

/** `/admin/appearance/<splat>` (appearance.update): sections beside the live preview. */
export function AppearanceEditorPage({ splat }: { splat: string }) {
  const t = useTrans();
  const { data, isPending, isError, error } = useAppearance();
  if (isPending)
    return (
      <div role="status" aria-label={t('Loading')} className="flex gap-4">
        <div className="h-[60dvh] w-[360px] animate-pulse rounded-panel bg-fg/5" />
        <div className="h-[60dvh] flex-1 animate-pulse rounded-panel bg-fg/5" />
      </div>
    );
  // The page's error boundary shows it, the admin frame still there.
  if (isError) throw error;
  return <AppearanceEditor saved={data} splat={splat} />;
}

function AppearanceEditor({ saved, splat }: { saved: AppearanceResponse; splat: string }) {
  const t = useTrans();
  const navigate = useNavigate();
  const [changes, setChanges] = useState<Record<string, unknown>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [themeDraft, setThemeDraftState] = useState<Theme | null>(null);
  const [themeDirty, setThemeDirty] = useState(false);
  const [themeErrors, setThemeErrors] = useState<Record<string, string>>({});
  const [reloadKey, setReloadKey] = useState(0);
  const updateAppearance = useUpdateAppearance();
  const saveTheme = useSaveTheme();

  const match = sectionOfPath(splat);
  const settings = useMemo(() => ({ ...saved.settings, ...changes }), [saved.settings, changes]);

  const setSetting = (key: string, value: unknown) => {
    setChanges((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _dropped, ...rest }) => rest);
  };
  const startThemeDraft = (theme: Theme | null) => {
    setThemeDraftState(theme);
    setThemeDirty(theme !== null && theme.id <= 0);
    setThemeErrors({});
  };
  const editThemeDraft = (theme: Theme) => {
    setThemeDraftState(theme);
    setThemeDirty(true);
  };

  const draft: AppearanceDraft = useMemo(
    () => ({
      settings,
      theme: themeDraft,
      customCss: typeof changes['custom_code.css'] === 'string' ? changes['custom_code.css'] : null,
    }),
    [settings, themeDraft, changes],
  );

  const dirty = Object.keys(changes).length > 0 || themeDirty;
  const busy = updateAppearance.isPending || saveTheme.isPending;

  const save = async () => {
    let ok = true;
    if (Object.keys(changes).length > 0) {
      try {
        await updateAppearance.mutateAsync(changes);
        setChanges({});
        setErrors({});
      } catch (failure) {
        ok = false;
        const fields = fieldErrorsOf(failure, 'settings.');
        if (fields) setErrors(fields);
        else showHttpErrorToast(failure);
      }
    }
    if (themeDirty && themeDraft) {
      try {
        const { id, ...input } = themeDraft;
        const theme = await saveTheme.mutateAsync({ ...input, ...(id > 0 ? { id } : {}) });
        setThemeErrors({});
        setThemeDirty(false);
        setThemeDraftState(theme);
        if (id <= 0) void navigate(appearancePaths.theme(theme.id), { replace: true });
      } catch (failure) {
        ok = false;
        const fields = fieldErrorsOf(failure);
        if (fields) setThemeErrors(fields);
        else showHttpErrorToast(failure);
      }
    }
    if (ok) {
      toast.positive(t('Appearance saved'));
      // The frame reloads and shows what every visitor now gets.
      setReloadKey((key) => key + 1);
    }
  };

  const reset = () => {
    setChanges({});
    setErrors({});
    setThemeErrors({});
    setThemeDirty(false);
    setThemeDraftState((current) =>
      current ? (saved.themes.find((theme) => theme.id === current.id) ?? null) : null,
    );
    adoptSavedAppearance(saved);
  };

  const Section = match?.section.component;

  return (
    <AppearanceEditorContext
      value={{
        saved,
        themeDraft,
        startThemeDraft,
        editThemeDraft,
        themeErrors,
        rest: match?.rest ?? [],
      }}
    >
      <div
        className="flex h-[calc(100dvh-3.5rem-3rem)] min-h-[520px] gap-4 max-lg:flex-col lg:h-[calc(100dvh-3.5rem-4rem)]"
        data-testid="appearance-editor"
      >
        <aside className="flex w-full shrink-0 flex-col overflow-hidden rounded-panel border border-divider bg-bg lg:w-[360px] max-lg:max-h-[55%]">
          <div className="flex items-center gap-2 border-b border-divider px-4 py-3">
            {match ? (
              <Link
                to={appearancePaths.editor()}
                className="-ml-1 grid size-8 place-items-center rounded-full text-muted outline-none hover:bg-hover hover:text-fg focus-visible:ring-2 focus-visible:ring-primary"
                aria-label={t('All sections')}
              >
                <ChevronLeft className="size-4" aria-hidden />
              </Link>
            ) : null}
            <h1 className="min-w-0 flex-1 truncate text-base font-semibold">
              {match ? t(match.section.label) : t('Appearance')}
            </h1>
            <Button variant="ghost" size="sm" isDisabled={!dirty || busy} onPress={reset}>
              {t('Reset')}
            </Button>
            <Button size="sm" isDisabled={!dirty || busy} onPress={() => void save()}>
              {busy ? t('Saving…') : t('Save')}
            </Button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto p-4">
            {Section ? (
              <Suspense fallback={<div className="h-40" aria-busy="true" />}>
                <Section settings={settings} setSetting={setSetting} errors={errors} />
              </Suspense>
            ) : (
              <nav aria-label={t('Appearance sections')}>
                <ul className="flex flex-col gap-1">
                  {APPEARANCE_SECTIONS.map((section) => (
                    <li key={section.id}>
                      <Link
                        to={appearancePaths.section(section.path)}
                        className="flex items-center justify-between rounded-lg px-3 py-2.5 text-sm font-medium outline-none hover:bg-hover focus-visible:ring-2 focus-visible:ring-primary"
                      >
                        {t(section.label)}
                        <ChevronRight className="size-4 text-muted" aria-hidden />
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            )}
          </div>
        </aside>
        <PreviewFrame draft={draft} reloadKey={reloadKey} />
      </div>
    </AppearanceEditorContext>
  );
}
