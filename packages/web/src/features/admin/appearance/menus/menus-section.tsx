import type { Menu, MenuItem } from '@tonearm/shared/menus/menus.schemas';
import { MENU_POSITIONS } from '@tonearm/shared/menus/menu-positions';
import { ChevronRight, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useTrans } from '@/lib/i18n';
import type { AppearanceSectionProps } from '../appearance-section-props';
import { hasErrorBelow, ICON_BUTTON, newId } from '../components/section-fields';
import { MenuEditor } from './menu-editor';
import { MenuItemEditor } from './menu-item-editor';

const KEY = 'menus';

/**
 * The appearance editor's menus section (Menu): the menus, each
 * opened to its name, positions and items, each item opened to its editor. Every change is a
 * draft handed to `setSetting('menus', …)`; the editor's Save stores it.
 */
export function MenusSection({ settings, setSetting, errors }: AppearanceSectionProps) {
  const t = useTrans();
  const menus = Array.isArray(settings[KEY]) ? (settings[KEY] as Menu[]) : [];
  const [openMenuId, setOpenMenuId] = useState<string | null>(null);
  const [openItemId, setOpenItemId] = useState<string | null>(null);

  const setMenus = (next: Menu[]) => setSetting(KEY, next);
  const menuIndex = menus.findIndex((menu) => menu.id === openMenuId);
  const menu = menus[menuIndex];

  const updateMenu = (next: Menu) =>
    setMenus(menus.map((other, index) => (index === menuIndex ? next : other)));

  /** A position shows one menu: giving it to this menu takes it from the others. */
  const setPositions = (positions: string[]) => {
    const added = positions.filter((position) => !menu?.positions.includes(position));
    setMenus(
      menus.map((other, index) =>
        index === menuIndex
          ? { ...other, positions }
          : { ...other, positions: other.positions.filter((p) => !added.includes(p)) },
      ),
    );
  };

  const addMenu = () => {
    const id = newId(
      'menu',
      menus.map((m) => m.id),
    );
    setMenus([...menus, { id, name: t('New menu'), positions: [], items: [] }]);
    setOpenMenuId(id);
    setOpenItemId(null);
  };

  if (menu) {
    const itemIndex = menu.items.findIndex((item) => item.id === openItemId);
    const item = menu.items[itemIndex];
    if (item)
      return (
        <MenuItemEditor
          item={item}
          errorPath={[menuIndex, 'items', itemIndex]}
          errors={errors}
          onChange={(next: MenuItem) =>
            updateMenu({
              ...menu,
              items: menu.items.map((other, index) => (index === itemIndex ? next : other)),
            })
          }
          onBack={() => setOpenItemId(null)}
        />
      );
    return (
      <MenuEditor
        menu={menu}
        menuIndex={menuIndex}
        menus={menus}
        errors={errors}
        onChange={updateMenu}
        onPositionsChange={setPositions}
        onOpenItem={setOpenItemId}
        onBack={() => setOpenMenuId(null)}
      />
    );
  }

  return (
    <section className="flex flex-col gap-4" aria-labelledby="menus-section-title">
      <div className="flex items-center justify-between gap-3">
        <h2 id="menus-section-title" className="text-lg font-semibold">
          {t('Menus')}
        </h2>
        <Button size="sm" onPress={addMenu}>
          <Plus className="size-4" aria-hidden />
          {t('Add menu')}
        </Button>
      </div>
      {fieldErrorOfList(errors) ? (
        <p className="text-sm text-danger" role="alert">
          {fieldErrorOfList(errors)}
        </p>
      ) : null}
      {menus.length === 0 ? (
        <p className="rounded-lg border border-dashed border-divider px-3 py-6 text-center text-sm text-muted">
          {t('No menus yet.')}
        </p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={t('Menus')}>
          {menus.map((each, index) => {
            const invalid = hasErrorBelow(errors, KEY, [index]);
            return (
              <li
                key={each.id}
                className={`flex items-center gap-2 rounded-lg border bg-bg p-2 pl-3 ${
                  invalid ? 'border-danger' : 'border-divider'
                }`}
                data-testid="menu-row"
              >
                <button
                  type="button"
                  className="flex min-w-0 flex-1 flex-col items-start gap-1 rounded text-left outline-none focus-visible:ring-2 focus-visible:ring-primary/50"
                  onClick={() => {
                    setOpenMenuId(each.id);
                    setOpenItemId(null);
                  }}
                >
                  <span className="flex w-full items-center gap-2 text-sm font-semibold">
                    <span className="truncate">{each.name}</span>
                    {invalid ? (
                      <span className="text-xs font-normal text-danger">{t('Has errors')}</span>
                    ) : null}
                  </span>
                  <span className="text-xs text-muted">
                    {t.choice(':count item|:count items', each.items.length)}
                    {' · '}
                    {each.positions.length
                      ? each.positions.map((position) => positionLabel(position, t)).join(', ')
                      : t('Not placed')}
                  </span>
                </button>
                <ChevronRight className="size-4 text-muted" aria-hidden />
                <button
                  type="button"
                  className={ICON_BUTTON}
                  aria-label={t('Delete “:name”', { name: each.name })}
                  onClick={() => setMenus(menus.filter((other) => other.id !== each.id))}
                >
                  <Trash2 className="size-4" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** An error about the list as a whole (too many menus). */
function fieldErrorOfList(errors: Record<string, string>): string | undefined {
  return errors[KEY] ?? errors[`settings.${KEY}`];
}

export function positionLabel(position: string, t: (line: string) => string): string {
  const known = MENU_POSITIONS.find((each) => each.id === position);
  return known ? t(known.label) : position;
}
