import { clsx } from 'clsx';
import { LoaderCircle } from 'lucide-react';
import { useTrans } from '@/lib/i18n';

/** A spinner in place of a notifications list or settings while they load. */
export function LoadingState({ className }: { className: string }) {
  const t = useTrans();
  return (
    <div
      className={clsx('grid place-items-center', className)}
      role="status"
      aria-label={t('Loading…')}
    >
      <LoaderCircle aria-hidden className="size-6 animate-spin text-primary" />
    </div>
  );
}

/** In place of a notifications list or settings that could not load. */
export function LoadFailedState({ className }: { className: string }) {
  const t = useTrans();
  return (
    <p role="alert" className={clsx('text-center text-sm text-muted', className)}>
      {t('Something went wrong')}
    </p>
  );
}
