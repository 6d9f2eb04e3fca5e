import { POPOVER_PADDING_PX } from '@tonearm/shared/constants';
import { userProfilePath } from '@tonearm/shared/format/slugify';
import { isSubscribed } from '@tonearm/shared/permissions/permissions';
import { Bell, CreditCard, LogOut, Moon, Sun, User as UserIcon } from 'lucide-react';
import type { RefObject } from 'react';
import { Menu, MenuItem, Separator } from 'react-aria-components';
import { OpenPopover } from '@/components/ui/open-popover';
import type { User } from '@tonearm/shared/users/users.schemas';
import { Avatar } from '@/components/ui/avatar';
import { useLogout } from '@/features/auth/api/logout';
import { useSetting } from '@/lib/bootstrap-store';
import { useTrans } from '@/lib/i18n';
import { useIsMobile } from '@/lib/use-media-query';
import { paths } from '@/config/paths';
import { MenuIcon } from '@/components/menu-icon';
import { useMenuItems } from '../menus';
import { useCanChangeTheme, useThemeToggle } from './theme-toggle';

const itemClass =
  'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-fg outline-none data-[focused]:bg-hover data-[hovered]:bg-hover';

/**
 * The user menu's popover: avatar, name, custom items, "Profile page",
 * "Notifications" (mobile only), "Billing" (subscribed only), the "Dark mode" / "Light mode"
 * toggle (when users may change theme) and "Log out". Loaded when the menu first opens.
 */
export function UserMenuPopover({
  user,
  triggerRef,
  onClose,
}: {
  user: User;
  triggerRef: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}) {
  const t = useTrans();
  const isMobile = useIsMobile();
  const customItems = useMenuItems('user-menu');
  const canChangeTheme = useCanChangeTheme();
  const notificationsIntegrated = !!useSetting<boolean>('notifications.integrated');
  const themeToggle = useThemeToggle();
  const { logout } = useLogout();

  return (
    <OpenPopover
      triggerRef={triggerRef}
      onClose={onClose}
      containerPadding={POPOVER_PADDING_PX}
      className="min-w-60 rounded-panel border border-divider bg-bg p-1.5 shadow-xl outline-none"
    >
      <div className="flex items-center gap-3 px-3 pt-2 pb-3">
        <Avatar src={user.image} name={user.name} size={40} />
        <div className="min-w-0">
          <div className="truncate text-sm font-semibold">{user.name}</div>
          <div className="truncate text-xs text-muted">{user.email}</div>
        </div>
      </div>
      <Menu
        aria-label={t('User menu')}
        autoFocus="first"
        onClose={onClose}
        className="outline-none"
      >
        {customItems.map((item) => (
          <MenuItem
            key={item.id}
            href={item.action}
            target={item.type === 'link' ? '_blank' : undefined}
            rel={item.type === 'link' ? 'noopener noreferrer' : undefined}
            className={itemClass}
          >
            <MenuIcon name={item.icon} className="size-4 text-muted" />
            {t(item.label)}
          </MenuItem>
        ))}
        <MenuItem href={userProfilePath(user)} className={itemClass}>
          <UserIcon className="size-4 text-muted" aria-hidden />
          {t('Profile page')}
        </MenuItem>
        {isMobile && notificationsIntegrated ? (
          <MenuItem href={paths.notifications()} className={itemClass}>
            <Bell className="size-4 text-muted" aria-hidden />
            {t('Notifications')}
          </MenuItem>
        ) : null}
        {isSubscribed(user) ? (
          <MenuItem href={paths.billing()} className={itemClass}>
            <CreditCard className="size-4 text-muted" aria-hidden />
            {t('Billing')}
          </MenuItem>
        ) : null}
        {canChangeTheme ? (
          <MenuItem onAction={themeToggle.toggle} className={itemClass} data-testid="theme-toggle">
            {themeToggle.isDark ? (
              <Sun className="size-4 text-muted" aria-hidden />
            ) : (
              <Moon className="size-4 text-muted" aria-hidden />
            )}
            {t(themeToggle.label)}
          </MenuItem>
        ) : null}
        <Separator className="my-1 h-px bg-divider" />
        <MenuItem onAction={logout} className={itemClass}>
          <LogOut className="size-4 text-muted" aria-hidden />
          {t('Log out')}
        </MenuItem>
      </Menu>
    </OpenPopover>
  );
}
