import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface BarListItem {
  key: string;
  label: string;
  value: number;
  /** A page of the item (a track, an artist…). */
  href?: string;
  /** A small picture or icon before the label. */
  leading?: ReactNode;
}

export interface BarListProps {
  items: BarListItem[];
  formatValue?: (value: number) => string;
  /** Shown instead of the list when it is empty. */
  emptyLabel: string;
}

/**
 * A ranked list with a bar behind each row, proportional to the largest value: top tracks,
 * countries, referrers… A real list (screen readers read label and value); reused by insights.
 */
export function BarList({ items, formatValue = String, emptyLabel }: BarListProps) {
  if (items.length === 0)
    return <p className="py-6 text-center text-sm text-muted">{emptyLabel}</p>;
  const max = Math.max(...items.map((item) => item.value), 1);
  return (
    <ol className="flex flex-col gap-1.5">
      {items.map((item) => (
        <li
          key={item.key}
          className="relative flex h-9 items-center gap-2 overflow-hidden rounded-md px-2 text-sm"
        >
          <span
            aria-hidden
            className="absolute inset-y-0 left-0 rounded-md bg-primary/12"
            style={{ width: `${Math.max(2, (item.value / max) * 100)}%` }}
          />
          {item.leading ? <span className="relative shrink-0">{item.leading}</span> : null}
          <span className="relative min-w-0 flex-1 truncate">
            {item.href ? (
              <Link
                to={item.href}
                className="text-fg hover:underline focus-visible:underline outline-none"
              >
                {item.label}
              </Link>
            ) : (
              item.label
            )}
          </span>
          <span className="relative shrink-0 font-medium text-fg tabular-nums">
            {formatValue(item.value)}
          </span>
        </li>
      ))}
    </ol>
  );
}
