import { useTrans } from '@/lib/i18n';

/** What an admin editor page (role, plan, custom page) shows while its record loads. */
export function EditorPageLoading() {
  const t = useTrans();
  return (
    <div role="status" className="flex flex-col gap-4" aria-label={t('Loading')}>
      <div className="h-48 animate-pulse rounded-xl bg-fg/5" />
      <div className="h-96 animate-pulse rounded-xl bg-fg/5" />
    </div>
  );
}

/** An admin editor page whose record failed to load, with a retry. */
export function EditorPageLoadError({ onRetry }: { onRetry: () => void }) {
  const t = useTrans();
  return (
    <div role="alert" className="rounded-xl border border-divider p-8 text-center">
      <p className="font-medium">{t('This page could not be loaded.')}</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-3 text-sm font-semibold text-primary hover:underline"
      >
        {t('Try again')}
      </button>
    </div>
  );
}
