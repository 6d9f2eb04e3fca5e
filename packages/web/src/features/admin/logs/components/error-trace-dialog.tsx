import type { ErrorLogEntry } from '@tonearm/shared/logs/logs.schemas';
import { clsx } from 'clsx';
import { CloseDialogFooter, DialogHeader } from '@/components/ui/dialog-parts';
import { useTrans } from '@/lib/i18n';
import { formatLogTime } from '../format';
import { parseStack } from '../stack-frames';
import { LevelBadge } from './log-badge';

/** The trace view of one error log entry: where it happened and its stack, frame by frame. */
export function ErrorTraceDialog({
  entry,
  onClose,
}: {
  entry: ErrorLogEntry;
  onClose: () => void;
}) {
  const t = useTrans();
  const { heading, frames } = parseStack(entry.stack);
  return (
    <>
      <DialogHeader title={entry.exception} description={formatLogTime(entry.created_at)} />
      <div className="space-y-4">
        <div className="rounded-panel border border-danger/20 bg-danger/5 px-4 py-3">
          <div className="mb-1.5 flex flex-wrap items-center gap-2">
            <LevelBadge level={entry.level} />
            {entry.method && entry.url ? (
              <code className="truncate font-mono text-xs text-muted">
                {entry.method} {entry.url}
              </code>
            ) : null}
            {entry.user_id ? (
              <span className="text-xs text-muted">
                {t('User :id', { id: String(entry.user_id) })}
              </span>
            ) : null}
          </div>
          <p className="text-sm font-medium break-words whitespace-pre-wrap">{entry.message}</p>
        </div>
        <section aria-label={t('Stack trace')}>
          <h3 className="mb-2 text-sm font-semibold">{t('Stack trace')}</h3>
          {frames.length === 0 ? (
            <p className="text-sm text-muted">{t('This entry has no stack trace.')}</p>
          ) : (
            <ol
              className="max-h-[50vh] overflow-auto rounded-panel border border-divider bg-hover/40 py-1 font-mono text-xs"
              data-testid="trace-frames"
            >
              {heading && heading !== `${entry.exception}: ${entry.message}` ? (
                <li className="px-3 py-1.5 whitespace-pre-wrap text-muted">{heading}</li>
              ) : null}
              {frames.map((frame, index) => (
                <li
                  key={index}
                  className={clsx(
                    'border-l-2 px-3 py-1.5',
                    frame.vendor ? 'border-transparent text-muted' : 'border-primary',
                  )}
                  data-vendor={frame.vendor || undefined}
                >
                  <span className={clsx(!frame.vendor && 'font-semibold text-fg')}>
                    {frame.fn ?? t('(anonymous)')}
                  </span>
                  {frame.file ? (
                    <span className="block break-all text-muted">
                      {frame.file}
                      {frame.line !== null ? `:${frame.line}:${frame.column}` : ''}
                    </span>
                  ) : null}
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
      <CloseDialogFooter onClose={onClose} />
    </>
  );
}
