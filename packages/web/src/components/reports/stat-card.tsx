import { clsx } from 'clsx';
import { useId } from 'react';
import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import type { ReportTotal } from '@tonearm/shared/reports/reports.schemas';
import { useTrans } from '@/lib/i18n';
import { formatChange, formatCount } from './report-format';

/** A period's figure with its change from the previous period (green up, red down, in words too). */
export function StatCard({ label, total }: { label: string; total: ReportTotal }) {
  const t = useTrans();
  const id = useId();
  const change = formatChange(total.change);
  const direction =
    total.change === null ? 'new' : total.change > 0 ? 'up' : total.change < 0 ? 'down' : 'flat';
  const Icon = direction === 'down' ? ArrowDownRight : direction === 'flat' ? Minus : ArrowUpRight;
  const spoken = {
    up: t('Up :change from the previous period', { change: change ?? '' }),
    down: t('Down :change from the previous period', { change: change ?? '' }),
    flat: t('No change from the previous period'),
    new: t('Nothing to compare with in the previous period'),
  }[direction];
  return (
    <section
      aria-labelledby={id}
      className="rounded-panel border border-divider bg-bg p-5 shadow-sm"
    >
      <h3 id={id} className="text-sm font-medium text-muted">
        {label}
      </h3>
      <p
        data-testid="stat-value"
        className="mt-2 text-3xl font-semibold tracking-tight text-fg tabular-nums"
      >
        {formatCount(total.current)}
      </p>
      <p className="mt-3 flex flex-wrap items-center gap-2 text-xs text-muted">
        <span
          className={clsx(
            'inline-flex items-center gap-0.5 rounded-full px-2 py-0.5 font-semibold',
            // The figure in the page's text colour (red on pale red is too faint at this size,
            // WCAG 1.4.3); the arrow carries the colour.
            direction === 'up' && 'bg-positive/12 text-fg',
            direction === 'down' && 'bg-danger/12 text-fg',
            (direction === 'flat' || direction === 'new') && 'bg-hover text-muted',
          )}
        >
          <Icon
            aria-hidden
            className={clsx(
              'size-3.5',
              direction === 'up' && 'text-positive',
              direction === 'down' && 'text-danger',
            )}
          />
          <span aria-hidden>{direction === 'new' ? t('New') : change}</span>
          <span className="sr-only">{spoken}</span>
        </span>
        <span>{t('vs :count before', { count: formatCount(total.previous) })}</span>
      </p>
    </section>
  );
}
