import type { Menu, MenuItem } from '@tonearm/shared/menus/menus.schemas';
import { isMenuItemVisible, resolveMenuAction } from '@tonearm/shared/menus/menu-visibility';
import { isAbsoluteUrl } from '@/components/ui/navigate-outside-router';
import { useBootstrapData } from '@/lib/bootstrap-store';

const SETTING_ACTION = /^setting:(.+)$/;

/**
 * An action "setting:<name>" leads where that setting says (the privacy policy, terms and
 * contact links until custom pages exist); null when the setting is empty, so the link is
 * hidden instead of leading to the 404 page. Other actions stay as they are.
 */
export function resolveSettingAction(
  action: string,
  getSetting: (name: string) => unknown,
): string | null {
  const match = SETTING_ACTION.exec(action);
  if (!match) return action;
  const value = getSetting(match[1]!);
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/**
 * The visible items of the menu placed at `position`, with `{currentUser}` resolved.
 * Read from the `menus` setting, which the appearance editor's preview overrides while the
 * operator edits, so the preview follows the draft.
 */
export function useMenuItems(position: string): MenuItem[] {
  const data = useBootstrapData((d) => d);
  // Each position shows one menu: the first placed there.
  const menu: Menu | undefined = data.settings.menus.find((m) => m.positions.includes(position));
  if (!menu) return [];
  const ctx = {
    user: data.user,
    guestRole: data.guest_role,
    getSetting: (name: string) => data.settings[name],
  };
  return menu.items
    .filter((item) => isMenuItemVisible(item, ctx))
    .flatMap((item) => {
      const target = resolveSettingAction(item.action, ctx.getSetting);
      if (target === null) return [];
      const action = resolveMenuAction(target, data.user?.id);
      // A setting may hold a full URL: that opens as a link, not a route in the app.
      const type = item.type === 'route' && isAbsoluteUrl(action) ? 'link' : item.type;
      return [{ ...item, type, action }];
    });
}
