import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/**
 * The head of a catalog page that has no artwork of its own (a tag, the lyrics list): an icon on
 * a coloured tile beside the page's title.
 */
export function IconPageHeader({
  icon,
  tileClassName,
  className,
  eyebrow,
  title,
  subtitle,
}: {
  icon: ReactNode;
  /** The tile's gradient (and size, where it grows). */
  tileClassName: string;
  className?: string;
  /** A small upper-case word above the title. */
  eyebrow?: string;
  title: ReactNode;
  subtitle?: string;
}) {
  return (
    <div className={clsx('flex items-center gap-4', className)}>
      <span
        className={clsx(
          'grid size-16 place-items-center rounded-2xl bg-gradient-to-br text-white shadow-lg',
          tileClassName,
        )}
      >
        {icon}
      </span>
      <div>
        {eyebrow && (
          <div className="text-xs font-semibold tracking-[0.18em] text-muted uppercase">
            {eyebrow}
          </div>
        )}
        <h1 className="text-3xl font-black tracking-tight md:text-5xl" data-testid="page-title">
          {title}
        </h1>
        {subtitle && <p className="mt-1 text-muted">{subtitle}</p>}
      </div>
    </div>
  );
}
