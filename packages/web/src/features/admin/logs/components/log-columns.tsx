import type { RowData } from '@tanstack/react-table';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { openDialog } from '@/components/ui/modal/modal-store';
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import type { ColumnDef } from '@/components/data-table/data-table-types';
import { sortableColumn } from '@/features/admin/catalog/components/table-columns';
import { formatLogTime } from '../format';

/** When an entry happened: sortable, muted, in the log's own time format. */
export function logTimeColumn<Row extends Record<Key, string>, Key extends string>(
  key: Key,
  header: string,
): ColumnDef<Row> {
  return sortableColumn<Row, Key, string>(key, header, (time) => (
    <span className="whitespace-nowrap text-muted">{formatLogTime(time)}</span>
  ));
}

interface OpenEntryColumn<Row extends RowData> {
  id: string;
  /** The column's name in the visibility menu. */
  label: string;
  /** The button's tooltip. */
  tooltip: string;
  /** The button's accessible name, which names the entry. */
  buttonLabel: (row: Row) => string;
  icon: LucideIcon;
  onPress: (row: Row) => void;
  csv?: (row: Row) => string;
}

/** The last column: one icon button that opens the entry (a trace, an email) in a dialog. */
export function openEntryColumn<Row extends RowData>({
  id,
  label,
  tooltip,
  buttonLabel,
  icon: Icon,
  onPress,
  csv = () => '',
}: OpenEntryColumn<Row>): ColumnDef<Row> {
  return {
    id,
    header: '',
    enableHiding: false,
    meta: { label, csv },
    cell: ({ row }) => (
      <div className="flex justify-end">
        <Tooltip label={tooltip}>
          <Button
            variant="ghost"
            size="sm"
            aria-label={buttonLabel(row.original)}
            onPress={() => onPress(row.original)}
            className="size-8 px-0"
          >
            <Icon className="size-4" aria-hidden />
          </Button>
        </Tooltip>
      </div>
    ),
  };
}

/** Opens one entry (a trace, an email) in a wide dialog; `render` is given its close. */
export function openEntryDialog(label: string, render: (close: () => void) => ReactNode) {
  void openDialog((close) => render(() => close()), { size: 'wide', label });
}
