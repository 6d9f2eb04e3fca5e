import { clsx } from 'clsx';

/** Three bouncing bars: "this one is playing" (still when paused). */
export function PlayingIndicator({
  isPlaying,
  className,
}: {
  isPlaying: boolean;
  className?: string;
}) {
  return (
    <span aria-hidden className={clsx('inline-flex h-3.5 items-end gap-[2px]', className)}>
      {[0, 1, 2].map((bar) => (
        <span
          key={bar}
          className={clsx(
            'w-[3px] rounded-sm bg-primary',
            isPlaying ? 'animate-[eq_0.9s_ease-in-out_infinite]' : 'h-1/3',
          )}
          style={isPlaying ? { animationDelay: `${bar * 0.18}s`, height: '40%' } : undefined}
        />
      ))}
    </span>
  );
}
