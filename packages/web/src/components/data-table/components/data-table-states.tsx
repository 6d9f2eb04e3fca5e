import { SearchX, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { useTrans } from '@/lib/i18n';

/** Grey bars where rows will be, while the first page loads. */
export function SkeletonRows({ columns, rows = 6 }: { columns: number; rows?: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <tr key={row} className="border-b border-divider last:border-0" data-testid="skeleton-row">
          {Array.from({ length: columns }, (_, column) => (
            <td key={column} className="px-4 py-3.5">
              <div
                className="h-4 animate-pulse rounded bg-hover"
                style={{ width: `${50 + ((row * 7 + column * 13) % 40)}%` }}
              />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}

function StateRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={columns} className="px-4 py-16">
        <div className="mx-auto flex max-w-sm flex-col items-center text-center">{children}</div>
      </td>
    </tr>
  );
}

export function EmptyRow({
  columns,
  title,
  description,
  onClearFilters,
}: {
  columns: number;
  title: string;
  description: string;
  /** Shown when the list is filtered. */
  onClearFilters?: () => void;
}) {
  const t = useTrans();
  return (
    <StateRow columns={columns}>
      <div className="mb-4 grid size-12 place-items-center rounded-full bg-hover text-muted">
        <SearchX className="size-6" aria-hidden />
      </div>
      <div className="font-semibold" data-testid="data-table-empty">
        {title}
      </div>
      <p className="mt-1 text-sm text-muted">{description}</p>
      {onClearFilters ? (
        <Button variant="secondary" size="sm" className="mt-4" onPress={onClearFilters}>
          {t('Clear filters')}
        </Button>
      ) : null}
    </StateRow>
  );
}

export function ErrorRow({
  columns,
  error,
  onRetry,
}: {
  columns: number;
  error: unknown;
  onRetry: () => void;
}) {
  const t = useTrans();
  const message =
    (isApiError(error) && error.response?.data?.message) || t('The list could not be loaded.');
  return (
    <StateRow columns={columns}>
      <div className="mb-4 grid size-12 place-items-center rounded-full bg-danger/10 text-danger">
        <TriangleAlert className="size-6" aria-hidden />
      </div>
      <div className="font-semibold" role="alert">
        {message}
      </div>
      <Button variant="secondary" size="sm" className="mt-4" onPress={onRetry}>
        {t('Try again')}
      </Button>
    </StateRow>
  );
}
