import type { Menu, MenuItem } from '@tonearm/shared/menus/menus.schemas';
import { isMenuItemVisible, resolveMenuAction } from '@tonearm/shared/menus/menu-visibility';
import { useBootstrapData } from '@/lib/bootstrap-store';

/** The visible items of the menu placed at `position`, with `{currentUser}` resolved (spec 000 §6). */
export function useMenuItems(position: string): MenuItem[] {
  const data = useBootstrapData((d) => d);
  const menu: Menu | undefined = data.menus.find((m) => m.positions.includes(position));
  if (!menu) return [];
  const ctx = {
    user: data.user,
    guestRole: data.guest_role,
    getSetting: (name: string) => data.settings[name],
  };
  return menu.items
    .filter((item) => isMenuItemVisible(item, ctx))
    .map((item) => ({ ...item, action: resolveMenuAction(item.action, data.user?.id) }));
}
