import { MENU_POSITIONS } from '@tonearm/shared/menus/menu-positions';
import type { Menu, MenuItem } from '@tonearm/shared/menus/menus.schemas';
import { CircleAlert, Pencil, Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { MoveButtons, RowButton } from '@/components/ui/row-buttons';
import { Checkbox } from '@/components/ui/form-fields';
import { DragHandle, moveItem, SortableList, useSortableItem } from '@/components/ui/sortable-list';
import { MenuIcon } from '@/components/menu-icon';
import { useTrans } from '@/lib/i18n';
import {
  fieldError,
  hasErrorBelow,
  ICON_BUTTON,
  newId,
  SubPageHeader,
} from '../components/section-fields';
import { InputField } from '@/components/ui/native-fields';

/** One menu: its name, the positions it is shown at and its items in order (drag to reorder). */
export function MenuEditor({
  menu,
  menuIndex,
  menus,
  errors,
  onChange,
  onPositionsChange,
  onOpenItem,
  onBack,
}: {
  menu: Menu;
  menuIndex: number;
  menus: Menu[];
  errors: Record<string, string>;
  onChange: (menu: Menu) => void;
  onPositionsChange: (positions: string[]) => void;
  onOpenItem: (itemId: string) => void;
  onBack: () => void;
}) {
  const t = useTrans();
  const ids = menu.items.map((item) => item.id);
  const move = (from: number, to: number) =>
    onChange({ ...menu, items: moveItem(menu.items, from, to) });
  const addItem = () => {
    const id = newId('item', ids);
    onChange({
      ...menu,
      items: [...menu.items, { id, label: t('New item'), type: 'route', action: '/' }],
    });
    onOpenItem(id);
  };
  const unknownPositions = menu.positions.filter(
    (position) => !MENU_POSITIONS.some((known) => known.id === position),
  );

  return (
    <section className="flex flex-col gap-5" aria-label={t('Edit menu')}>
      <SubPageHeader title={menu.name || t('Menu')} onBack={onBack} />
      <InputField
        label={t('Name')}
        value={menu.name}
        onChange={(name) => onChange({ ...menu, name })}
        errorMessage={fieldError(errors, 'menus', [menuIndex, 'name'])}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">{t('Positions')}</legend>
        {MENU_POSITIONS.map((position) => {
          const holder = menus.find(
            (other) => other.id !== menu.id && other.positions.includes(position.id),
          );
          return (
            <div key={position.id} className="flex flex-col gap-0.5">
              <Checkbox
                isSelected={menu.positions.includes(position.id)}
                onChange={(selected) =>
                  onPositionsChange(
                    selected
                      ? [...menu.positions, position.id]
                      : menu.positions.filter((p) => p !== position.id),
                  )
                }
              >
                {t(position.label)}
              </Checkbox>
              {holder ? (
                <span className="pl-7 text-xs text-muted">
                  {t('Now showing “:name”; choosing it here moves it to this menu.', {
                    name: holder.name,
                  })}
                </span>
              ) : null}
            </div>
          );
        })}
        {unknownPositions.length ? (
          <p className="text-xs text-muted">
            {t('Also placed at: :positions', { positions: unknownPositions.join(', ') })}
          </p>
        ) : null}
      </fieldset>

      <div className="flex flex-col gap-2">
        <div className="flex items-center justify-between">
          <h4 className="text-sm font-medium">{t('Items')}</h4>
          <Button size="sm" variant="secondary" onPress={addItem}>
            <Plus className="size-4" aria-hidden />
            {t('Add item')}
          </Button>
        </div>
        {fieldError(errors, 'menus', [menuIndex, 'items']) ? (
          <p className="text-sm text-danger" role="alert">
            {fieldError(errors, 'menus', [menuIndex, 'items'])}
          </p>
        ) : null}
        {menu.items.length === 0 ? (
          <p className="rounded-lg border border-dashed border-divider px-3 py-6 text-center text-sm text-muted">
            {t('This menu has no items yet.')}
          </p>
        ) : (
          <SortableList ids={ids} onMove={move}>
            <ol
              className="flex flex-col gap-1"
              aria-label={t('Menu items')}
              data-testid="menu-items"
            >
              {menu.items.map((item, index) => (
                <SortableMenuItem
                  key={item.id}
                  item={item}
                  index={index}
                  count={menu.items.length}
                  invalid={hasErrorBelow(errors, 'menus', [menuIndex, 'items', index])}
                  onMove={move}
                  onEdit={() => onOpenItem(item.id)}
                  onRemove={() =>
                    onChange({
                      ...menu,
                      items: menu.items.filter((other) => other.id !== item.id),
                    })
                  }
                />
              ))}
            </ol>
          </SortableList>
        )}
      </div>
    </section>
  );
}

function SortableMenuItem({
  item,
  index,
  count,
  invalid,
  onMove,
  onEdit,
  onRemove,
}: {
  item: MenuItem;
  index: number;
  count: number;
  invalid: boolean;
  onMove: (from: number, to: number) => void;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const t = useTrans();
  const { itemRef, itemStyle, isDragging, handleProps } = useSortableItem(item.id);
  const name = item.label || item.id;
  return (
    <li
      ref={itemRef}
      style={itemStyle}
      data-testid="menu-item-row"
      className={`flex items-center gap-1.5 rounded-lg border bg-bg px-1.5 py-1 ${
        invalid ? 'border-danger' : 'border-divider'
      } ${isDragging ? 'relative z-10 shadow-lg' : ''}`}
    >
      <DragHandle
        label={t('Drag “:name” to reorder', { name })}
        handleProps={handleProps}
        className={ICON_BUTTON}
      />
      <MenuIcon name={item.icon} className="size-4 shrink-0 text-muted" />
      <button
        type="button"
        onClick={onEdit}
        className="min-w-0 flex-1 truncate rounded px-1 text-left text-sm outline-none focus-visible:ring-2 focus-visible:ring-primary/50"
      >
        {name}
      </button>
      {invalid ? (
        <span className="text-danger" title={t('Has errors')}>
          <CircleAlert className="size-4" aria-hidden />
          <span className="sr-only">{t('Has errors')}</span>
        </span>
      ) : null}
      <MoveButtons name={name} index={index} count={count} onMove={onMove} />
      <RowButton label={t('Edit “:name”', { name })} icon={Pencil} onClick={onEdit} />
      <RowButton label={t('Remove “:name”', { name })} icon={Trash2} onClick={onRemove} />
    </li>
  );
}
