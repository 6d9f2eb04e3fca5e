import { AlertTriangle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useTrans } from '@/lib/i18n';

/** The page's shape in grey while the first report loads. */
export function ReportSkeleton() {
  const t = useTrans();
  return (
    <div
      aria-busy="true"
      aria-label={t('Loading the report')}
      className="flex animate-pulse flex-col gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="h-32 rounded-panel bg-hover" />
        <div className="h-32 rounded-panel bg-hover" />
      </div>
      <div className="h-80 rounded-panel bg-hover" />
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="h-64 rounded-panel bg-hover" />
        <div className="h-64 rounded-panel bg-hover" />
        <div className="h-64 rounded-panel bg-hover" />
      </div>
    </div>
  );
}

export function ReportError({ onRetry }: { onRetry: () => void }) {
  const t = useTrans();
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-panel border border-divider bg-bg px-6 py-12 text-center"
    >
      <AlertTriangle aria-hidden className="size-8 text-danger" />
      <p className="font-semibold text-fg">{t('The report could not be loaded.')}</p>
      <Button variant="secondary" onPress={onRetry}>
        {t('Try again')}
      </Button>
    </div>
  );
}
