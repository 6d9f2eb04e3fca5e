import { PROGRESS_BAR_DELAY_MS } from '@tonearm/shared/constants';
import { clsx } from 'clsx';
import { useEffect, useState, type CSSProperties } from 'react';
import { useNavigation } from 'react-router';
import { useTrans } from '@/lib/i18n';

type Phase = 'hidden' | 'loading' | 'complete';

/** Where the bar starts, how often it creeps on, and the point it never passes while loading. */
const START_PERCENT = 15;
const TRICKLE_EVERY_MS = 400;
const TRICKLE_CEILING_PERCENT = 90;
/** Long enough for the bar to fill and fade (its transitions last 300 ms). */
export const COMPLETE_FADE_MS = 400;

/**
 * A thin bar along the top, shown 50 ms after a navigation starts loading
 * (quicker loads never show it) and gone when loading ends. The width only ever creeps towards
 * 90 %, since a router cannot know how long its loaders will take, then fills and fades.
 */
export function TopProgressBar() {
  const t = useTrans();
  const isLoading = useNavigation().state === 'loading';
  const [phase, setPhase] = useState<Phase>('hidden');
  const [percent, setPercent] = useState(START_PERCENT);

  useEffect(() => {
    if (!isLoading) {
      setPhase((current) => (current === 'loading' ? 'complete' : current));
      return;
    }
    const timer = setTimeout(() => {
      setPercent(START_PERCENT);
      setPhase('loading');
    }, PROGRESS_BAR_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isLoading]);

  useEffect(() => {
    if (phase === 'loading') {
      const interval = setInterval(
        () => setPercent((p) => p + (TRICKLE_CEILING_PERCENT - p) * 0.2),
        TRICKLE_EVERY_MS,
      );
      return () => clearInterval(interval);
    }
    if (phase === 'complete') {
      const timer = setTimeout(() => setPhase('hidden'), COMPLETE_FADE_MS);
      return () => clearTimeout(timer);
    }
  }, [phase]);

  if (phase === 'hidden') return null;
  const isComplete = phase === 'complete';
  return (
    <div
      role="progressbar"
      aria-label={t('Loading…')}
      aria-hidden={isComplete || undefined}
      data-testid="top-progress-bar"
      data-state={phase}
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-[3px]"
    >
      <div
        style={{ '--progress': `${isComplete ? 100 : percent}%` } as CSSProperties}
        className={clsx(
          'h-full w-[var(--progress)] rounded-r-full bg-primary shadow-[0_0_10px_rgb(var(--be-primary)/0.7)] transition-[width,opacity] duration-300 ease-out starting:w-0',
          isComplete && 'opacity-0',
        )}
      />
    </div>
  );
}
