import { Check, Columns3 } from 'lucide-react';
import { Menu, MenuItem, MenuTrigger, Popover, type Selection } from 'react-aria-components';
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { useTrans } from '@/lib/i18n';

export interface ToggleableColumn {
  id: string;
  label: string;
  visible: boolean;
}

export interface ColumnVisibilityMenuProps {
  columns: ToggleableColumn[];
  onToggle: (id: string, visible: boolean) => void;
}

/** Shows or hides columns; at least one stays visible. */
export function ColumnVisibilityMenu({ columns, onToggle }: ColumnVisibilityMenuProps) {
  const t = useTrans();
  const selected = new Set(columns.filter((column) => column.visible).map((column) => column.id));
  const handleChange = (keys: Selection) => {
    if (keys === 'all') return;
    for (const column of columns) {
      const visible = keys.has(column.id);
      if (visible !== column.visible) {
        if (!visible && selected.size <= 1) return;
        onToggle(column.id, visible);
      }
    }
  };
  return (
    <MenuTrigger>
      {/* Below 640 px the button shows only its icon: the tooltip names it. */}
      <Tooltip label={t('Columns')}>
        <Button variant="secondary" className="rounded-lg max-sm:px-3">
          <Columns3 className="size-4" aria-hidden />
          <span className="max-sm:sr-only">{t('Columns')}</span>
        </Button>
      </Tooltip>
      <Popover
        placement="bottom end"
        offset={6}
        className="min-w-52 rounded-panel border border-divider bg-bg p-1.5 shadow-xl outline-none"
      >
        <Menu
          aria-label={t('Visible columns')}
          selectionMode="multiple"
          selectedKeys={selected}
          onSelectionChange={handleChange}
          className="outline-none"
        >
          {columns.map((column) => (
            <MenuItem
              key={column.id}
              id={column.id}
              textValue={column.label}
              className="group flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm outline-none data-[focused]:bg-hover"
            >
              <span
                aria-hidden
                className="grid size-4 place-items-center rounded border border-divider group-data-[selected]:border-primary group-data-[selected]:bg-primary group-data-[selected]:text-on-primary"
              >
                <Check
                  className="size-3 opacity-0 group-data-[selected]:opacity-100"
                  strokeWidth={3}
                />
              </span>
              {column.label}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
