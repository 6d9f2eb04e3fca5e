import type { ReactNode } from 'react';

export interface SettingsPanelProps {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Buttons at the bottom right of the card (Save and friends). */
  footer?: ReactNode;
  tone?: 'default' | 'danger';
}

/** One account-settings panel: a card with a heading, a description and its content. */
export function SettingsPanel({
  id,
  title,
  description,
  children,
  footer,
  tone = 'default',
}: SettingsPanelProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      data-testid={`panel-${id}`}
      data-settings-panel
      className={
        tone === 'danger'
          ? 'scroll-mt-[calc(var(--navbar-height)+1.5rem)] rounded-panel border border-danger/30 bg-bg shadow-sm'
          : 'scroll-mt-[calc(var(--navbar-height)+1.5rem)] rounded-panel border border-divider bg-bg shadow-sm'
      }
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
