import { clsx } from 'clsx';
import {
  CheckCircle2,
  CircleAlert,
  FileAudio,
  File as FileIcon,
  LoaderCircle,
  X,
} from 'lucide-react';
import { formatBytes } from '@tonearm/shared/uploads/upload-rules';
import { Button } from '@/components/ui/button';
import { useTrans } from '@/lib/i18n';
import type { UploadItem, UploadQueueSnapshot, UploadStatus } from '../queue/upload-queue';
import { Tooltip } from '@/components/ui/tooltip';

const STATUS_LABELS: Record<UploadStatus, string> = {
  pending: 'Pending',
  inProgress: 'Uploading',
  completed: 'Completed',
  failed: 'Failed',
  aborted: 'Aborted',
};

function ProgressBar({
  value,
  label,
  status,
}: {
  value: number;
  label: string;
  status?: UploadStatus;
}) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(value)}
      className="h-1.5 w-full overflow-hidden rounded-full bg-fg/10"
    >
      <div
        className={clsx(
          'h-full rounded-full transition-[width] duration-300',
          status === 'completed' ? 'bg-emerald-500' : 'bg-primary',
        )}
        style={{ width: `${Math.max(0, Math.min(100, value))}%` }}
      />
    </div>
  );
}

function StatusIcon({ status }: { status: UploadStatus }) {
  switch (status) {
    case 'completed':
      return <CheckCircle2 className="size-4 text-emerald-500" aria-hidden />;
    case 'failed':
      return <CircleAlert className="size-4 text-danger" aria-hidden />;
    case 'inProgress':
      return <LoaderCircle className="size-4 animate-spin text-primary" aria-hidden />;
    case 'pending':
    case 'aborted':
      return null;
  }
}

/** A word about a finished upload from the page that uses it, e.g. what became of it. */
export interface UploadNote {
  message: string;
  danger?: boolean;
}

function UploadRow({
  item,
  onAbort,
  note,
}: {
  item: UploadItem;
  onAbort: (id: string) => void;
  note?: UploadNote | undefined;
}) {
  const t = useTrans();
  const isAudio = item.file.mime.startsWith('audio/');
  const Icon = isAudio ? FileAudio : FileIcon;
  const active = item.status === 'pending' || item.status === 'inProgress';
  return (
    <li className="flex items-center gap-3 py-3" data-testid="upload-row" data-status={item.status}>
      <div className="grid size-10 shrink-0 place-items-center rounded-lg bg-fg/5">
        <Icon className="size-5 text-fg/60" aria-hidden />
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex items-center gap-2">
          <span
            className="truncate text-sm font-medium"
            title={item.file.relativePath || item.file.name}
          >
            {item.file.relativePath || item.file.name}
          </span>
          <StatusIcon status={item.status} />
        </div>
        {item.status === 'failed' ? null : (
          // A failed upload has no progress to show: its row says why it failed instead.
          <div className="mt-1.5">
            <ProgressBar value={item.percentage} label={item.file.name} status={item.status} />
          </div>
        )}
        <div className="mt-1 flex justify-between gap-2 text-xs text-fg/60">
          <span
            className={clsx(item.status === 'failed' && 'text-danger')}
            data-testid="upload-status"
          >
            {item.status === 'failed' && item.errorMessage
              ? item.errorMessage
              : t(STATUS_LABELS[item.status])}
          </span>
          <span className="tabular-nums">
            {item.status === 'failed'
              ? formatBytes(item.file.size)
              : t(':uploaded of :total', {
                  uploaded: formatBytes(item.bytesUploaded),
                  total: formatBytes(item.file.size),
                })}
          </span>
        </div>
        {note ? (
          <p
            className={clsx('mt-1 text-xs', note.danger ? 'text-danger' : 'text-fg/60')}
            data-testid="upload-note"
          >
            {note.message}
          </p>
        ) : null}
      </div>
      {active ? (
        <Tooltip label={t('Cancel upload')}>
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('Cancel upload')}
            onPress={() => onAbort(item.file.id)}
            className="size-8 px-0"
          >
            <X className="size-4" aria-hidden />
          </Button>
        </Tooltip>
      ) : null}
    </li>
  );
}

export interface UploadProgressListProps {
  snapshot: UploadQueueSnapshot;
  onAbort: (id: string) => void;
  onClearFinished: () => void;
  /** Per upload (by file id): a note under its row. */
  notes?: Record<string, UploadNote>;
}

/** Per-file and total progress of the upload queue; reusable by any upload page. */
export function UploadProgressList({
  snapshot,
  onAbort,
  onClearFinished,
  notes,
}: UploadProgressListProps) {
  const t = useTrans();
  if (snapshot.items.length === 0) return null;
  const finished = snapshot.items.some((i) => i.status !== 'pending' && i.status !== 'inProgress');
  return (
    <section
      aria-label={t('Uploads')}
      className="rounded-panel border border-divider bg-bg p-4 shadow-sm"
    >
      <div className="flex items-center justify-between gap-4">
        <h2 className="text-sm font-semibold">{t('Uploads')}</h2>
        {finished ? (
          <Button variant="ghost" size="sm" onPress={onClearFinished}>
            {t('Clear finished')}
          </Button>
        ) : null}
      </div>
      <div className="mt-3" data-testid="upload-total">
        {/* Failed uploads leave the total: with nothing else queued there is no progress to
            show, only the failure (and what did not go up). */}
        {snapshot.totalBytes > 0 ? (
          <>
            <div className="mb-1.5 flex justify-between text-xs text-fg/60">
              <span>{t('Total progress')}</span>
              <span className="tabular-nums">
                {Math.round(snapshot.percentage)}% ·{' '}
                {t(':uploaded of :total', {
                  uploaded: formatBytes(snapshot.uploadedBytes),
                  total: formatBytes(snapshot.totalBytes),
                })}
              </span>
            </div>
            <ProgressBar value={snapshot.percentage} label={t('Total progress')} />
          </>
        ) : null}
        {snapshot.failed.count > 0 ? (
          <p
            className={clsx(
              'flex items-center gap-1.5 text-xs text-danger',
              snapshot.totalBytes > 0 && 'mt-1.5',
            )}
            data-testid="upload-total-failed"
          >
            <CircleAlert className="size-3.5 shrink-0" aria-hidden />
            <span className="tabular-nums">
              {t.choice(':count upload failed|:count uploads failed', snapshot.failed.count, {
                count: snapshot.failed.count,
              })}
              {' · '}
              {formatBytes(snapshot.failed.bytes)}
            </span>
          </p>
        ) : null}
      </div>
      <ul className="mt-2 divide-y divide-divider">
        {snapshot.items.map((item) => (
          <UploadRow
            key={item.file.id}
            item={item}
            onAbort={onAbort}
            note={notes?.[item.file.id]}
          />
        ))}
      </ul>
    </section>
  );
}
