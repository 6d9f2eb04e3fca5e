import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from 'react-aria-components';
import { Tooltip } from '@/components/ui/tooltip';
import { useTrans } from '@/lib/i18n';
import { PER_PAGE_OPTIONS } from '../use-list-state';

export interface DataTablePaginationProps {
  page: number;
  perPage: number;
  /** Rows on this page. */
  count: number;
  total: number;
  lastPage: number;
  onPageChange: (page: number) => void;
  onPerPageChange: (perPage: number) => void;
}

const pageButtonClass =
  'grid size-9 place-items-center rounded-full text-fg outline-none transition hover:bg-hover focus-visible:ring-2 focus-visible:ring-primary disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent';

/** "1–15 of 120", the page size and previous/next. */
export function DataTablePagination({
  page,
  perPage,
  count,
  total,
  lastPage,
  onPageChange,
  onPerPageChange,
}: DataTablePaginationProps) {
  const t = useTrans();
  const from = count === 0 ? 0 : (page - 1) * perPage + 1;
  const to = count === 0 ? 0 : from + count - 1;
  const formatter = new Intl.NumberFormat();
  return (
    <div className="flex flex-wrap items-center justify-end gap-x-6 gap-y-2 border-t border-divider px-4 py-3 text-sm text-muted">
      <label className="flex items-center gap-2">
        {t('Rows per page')}
        <select
          value={perPage}
          onChange={(event) => onPerPageChange(Number(event.target.value))}
          className="h-8 cursor-pointer rounded-md border border-divider bg-bg px-1.5 font-medium text-fg outline-none focus:border-primary focus:ring-2 focus:ring-primary/25"
        >
          {PER_PAGE_OPTIONS.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      <div data-testid="data-table-range" aria-live="polite">
        {t(':from–:to of :total', {
          from: formatter.format(from),
          to: formatter.format(to),
          total: formatter.format(total),
        })}
      </div>
      <div className="flex items-center gap-1">
        <Tooltip label={t('Previous page')}>
          <Button
            aria-label={t('Previous page')}
            isDisabled={page <= 1}
            onPress={() => onPageChange(page - 1)}
            className={pageButtonClass}
          >
            <ChevronLeft className="size-5" aria-hidden />
          </Button>
        </Tooltip>
        <Tooltip label={t('Next page')}>
          <Button
            aria-label={t('Next page')}
            isDisabled={page >= lastPage}
            onPress={() => onPageChange(page + 1)}
            className={pageButtonClass}
          >
            <ChevronRight className="size-5" aria-hidden />
          </Button>
        </Tooltip>
      </div>
    </div>
  );
}
