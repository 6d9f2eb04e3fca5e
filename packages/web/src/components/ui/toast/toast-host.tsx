import { clsx } from 'clsx';
import { CircleAlert, CircleCheck, LoaderCircle, X } from 'lucide-react';
import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { useTrans } from '@/lib/i18n';
import { navigateOutsideRouter } from '../navigate-outside-router';
import { toastStore, useCurrentToast, type Toast, type ToastStore } from './toast-store';
import { Button } from 'react-aria-components';
import { Tooltip } from '../tooltip';

/** Matches the `duration-200` of the exit transition. */
const EXIT_ANIMATION_MS = 200;

/**
 * The toast area: one toast at a time at the bottom centre or bottom right,
 * between 288 and 500 px wide. It sits in React Aria's top layer so it stays readable and
 * clickable while a modal dialog is open.
 */
export function ToastHost({ store = toastStore }: { store?: ToastStore }) {
  const t = useTrans();
  const current = useCurrentToast(store);
  // Keep a dismissed toast for its exit transition; a replaced one goes at once.
  const [previous, setPrevious] = useState<Toast | null>(current);
  const [leaving, setLeaving] = useState<Toast | null>(null);
  if (current !== previous) {
    setLeaving(!current && previous && !previous.disableExitAnimation ? previous : null);
    setPrevious(current);
  }
  useEffect(() => {
    if (!leaving) return;
    const timer = setTimeout(() => setLeaving(null), EXIT_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [leaving]);

  const toast = current ?? leaving;
  return (
    <>
      {/* Danger is announced assertively, everything else politely. Screen readers
          announce changes to a live region that is already on the page, so both stay mounted
          and only their text changes. */}
      <div
        role="status"
        aria-live="polite"
        aria-atomic="true"
        className="sr-only"
        data-testid="toast-announcer-polite"
      >
        {current && current.type !== 'danger' ? t.message(current.message) : ''}
      </div>
      <div
        role="alert"
        aria-live="assertive"
        aria-atomic="true"
        className="sr-only"
        data-testid="toast-announcer-assertive"
      >
        {current?.type === 'danger' ? t.message(current.message) : ''}
      </div>
      <div
        data-react-aria-top-layer
        className={clsx(
          'pointer-events-none fixed inset-x-0 bottom-0 z-[70] flex justify-center px-4 pb-[calc(1rem+var(--bottom-overlay-height,0px)+env(safe-area-inset-bottom))] md:px-6 md:pb-[calc(1.5rem+var(--bottom-overlay-height,0px))]',
          toast?.position === 'bottom-right' && 'md:justify-end',
        )}
      >
        {toast ? (
          <ToastCard key={toast.id} toast={toast} isExiting={!current} store={store} />
        ) : null}
      </div>
    </>
  );
}

interface ToastCardProps {
  toast: Toast;
  isExiting: boolean;
  store: ToastStore;
}

function ToastCard({ toast, isExiting, store }: ToastCardProps) {
  const t = useTrans();
  // Hover and focus each pause the timer; track both so pause/resume stay paired.
  const isHovered = useRef(false);
  const hasFocus = useRef(false);

  const hold = (flag: { current: boolean }) => {
    if (isExiting || flag.current) return;
    flag.current = true;
    store.pause();
  };
  const release = (flag: { current: boolean }) => {
    if (isExiting || !flag.current) return;
    flag.current = false;
    store.resume();
  };
  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    // Moving focus between the toast's own buttons is not leaving it.
    if (!event.currentTarget.contains(event.relatedTarget)) release(hasFocus);
  };
  const handleAction = (target: string) => {
    store.dismiss(toast.id);
    navigateOutsideRouter(target);
  };

  const { action } = toast;
  return (
    <div
      data-testid="toast"
      data-type={toast.type}
      data-exiting={isExiting || undefined}
      onMouseEnter={() => hold(isHovered)}
      onMouseLeave={() => release(isHovered)}
      onFocus={() => hold(hasFocus)}
      onBlur={handleBlur}
      className={clsx(
        'pointer-events-auto flex max-w-[500px] min-w-[288px] items-center gap-3 rounded-panel bg-fg py-2.5 pr-2.5 pl-4 text-sm text-bg shadow-[0_16px_40px_-12px_rgb(0_0_0/0.45)] ring-1 ring-black/5',
        'transition duration-200',
        !toast.disableEnterAnimation &&
          'starting:translate-y-3 starting:scale-95 starting:opacity-0',
        isExiting ? 'pointer-events-none translate-y-3 opacity-0 ease-in' : 'ease-out',
      )}
    >
      <ToastIcon type={toast.type} />
      <p className="min-w-0 flex-1 py-1 leading-snug font-medium break-words">
        {t.message(toast.message)}
      </p>
      {action ? (
        <button
          type="button"
          onClick={() => handleAction(action.target)}
          className="shrink-0 rounded-full bg-primary px-3.5 py-1.5 text-xs font-semibold text-on-primary transition hover:brightness-110"
        >
          {t(action.label)}
        </button>
      ) : null}
      {toast.type === 'loading' ? null : (
        <Tooltip label={t('Close')}>
          <Button
            aria-label={t('Close')}
            onPress={() => store.dismiss(toast.id)}
            className="grid size-8 shrink-0 place-items-center rounded-full text-bg/70 transition hover:bg-bg/15 hover:text-bg"
          >
            <X className="size-4" aria-hidden />
          </Button>
        </Tooltip>
      )}
    </div>
  );
}

function ToastIcon({ type }: { type: Toast['type'] }) {
  switch (type) {
    case 'positive':
      return <CircleCheck className="size-5 shrink-0 text-positive" aria-hidden />;
    case 'danger':
      return <CircleAlert className="size-5 shrink-0 text-danger" aria-hidden />;
    case 'loading':
      return (
        <LoaderCircle
          className="size-5 shrink-0 animate-spin text-primary"
          aria-hidden
          data-testid="toast-spinner"
        />
      );
  }
}
