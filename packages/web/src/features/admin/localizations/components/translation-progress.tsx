import { useTrans } from '@/lib/i18n';

/** ":translated of :total lines" with a bar (the list and the translate page). */
export function TranslationProgress({ translated, total }: { translated: number; total: number }) {
  const t = useTrans();
  const percent = total ? Math.floor((translated / total) * 100) : 0;
  return (
    <span className="flex min-w-40 items-center gap-2">
      <span
        className="h-1.5 w-20 overflow-hidden rounded-full bg-hover"
        role="progressbar"
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-label={t('Translated')}
      >
        <span className="block h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
      </span>
      <span className="text-sm tabular-nums text-muted">
        {t(':translated of :total lines', { translated, total })}
      </span>
    </span>
  );
}
