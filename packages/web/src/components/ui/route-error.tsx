import { AlertTriangle } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { debugTraceOf } from '@/lib/http-errors';
import { useTrans } from '@/lib/i18n';
import { openErrorDialog } from './error-dialog/error-dialog-store';

/**
 * Route errors other than a 404: "There was an issue loading this page" / "Please
 * try again later". When the failed answer carries a debug trace (APP_DEBUG) the error dialog
 * opens over the page instead. Used by the router's error boundary and by pages that load
 * their data in components.
 */
export function RouteErrorMessage({ error, children }: { error: unknown; children?: ReactNode }) {
  const t = useTrans();
  const trace = debugTraceOf(error);
  useEffect(() => {
    if (trace) openErrorDialog(trace);
  }, [trace]);
  return (
    <section
      role="alert"
      className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center px-6 text-center"
      data-testid="route-error"
    >
      <div className="mb-6 grid size-16 place-items-center rounded-full bg-danger/10 text-danger">
        <AlertTriangle className="size-8" aria-hidden />
      </div>
      <h1 className="text-2xl font-bold tracking-tight">
        {t('There was an issue loading this page')}
      </h1>
      <p className="mt-2 text-muted">{t('Please try again later')}</p>
      {children ? <div className="mt-6 flex gap-3">{children}</div> : null}
    </section>
  );
}
