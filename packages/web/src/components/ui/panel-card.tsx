import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode } from 'react';

export interface PanelCardProps {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Buttons along the bottom of the card (Save and friends). */
  footer?: ReactNode;
  tone?: 'default' | 'danger';
  className?: string;
  /** More attributes for the section (an anchor id, data markers). */
  sectionProps?: HTMLAttributes<HTMLElement> & Record<`data-${string}`, string | boolean>;
}

/**
 * A card of a settings-like page (account settings, the admin user editor): a heading, a
 * description, its content and its buttons.
 */
export function PanelCard({
  id,
  title,
  description,
  children,
  footer,
  tone = 'default',
  className,
  sectionProps,
}: PanelCardProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      {...sectionProps}
      aria-labelledby={headingId}
      data-testid={`panel-${id}`}
      className={clsx(
        'rounded-panel border bg-bg shadow-sm',
        tone === 'danger' ? 'border-danger/30' : 'border-divider',
        className,
      )}
    >
      <div className="px-5 pt-5 pb-1 sm:px-6 sm:pt-6">
        <h2 id={headingId} className="text-lg font-semibold tracking-tight">
          {title}
        </h2>
        {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
      </div>
      <div className="px-5 py-5 sm:px-6">{children}</div>
      {footer ? (
        <div className="flex flex-wrap items-center justify-end gap-2 rounded-b-panel border-t border-divider bg-bg-alt/60 px-5 py-3 sm:px-6">
          {footer}
        </div>
      ) : null}
    </section>
  );
}
