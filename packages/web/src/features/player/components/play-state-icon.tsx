import { clsx } from 'clsx';
import { Loader2, Pause, Play } from 'lucide-react';

/** The icon of a play/pause button: a spinner while busy, else pause while playing, else play. */
export function PlayStateIcon({
  busy,
  playing,
  className,
}: {
  busy: boolean;
  playing: boolean;
  className: string;
}) {
  if (busy) return <Loader2 aria-hidden className={clsx(className, 'animate-spin')} />;
  if (playing) return <Pause aria-hidden className={clsx(className, 'fill-current')} />;
  return <Play aria-hidden className={clsx(className, 'translate-x-[1px] fill-current')} />;
}
