import { useId, type ReactNode } from 'react';

/** A titled panel of the reports page. */
export function ReportCard({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={`rounded-panel border border-divider bg-bg p-5 shadow-sm ${className ?? ''}`}
    >
      <h3 id={id} className="mb-4 text-sm font-semibold text-fg">
        {title}
      </h3>
      {children}
    </section>
  );
}
