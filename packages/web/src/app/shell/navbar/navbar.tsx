import { Menu as MenuIcon2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from 'react-aria-components';
import { Link } from 'react-router';
import { NavbarSearch } from '@/features/search/components/navbar-search';
import { useCurrentUser, useSetting } from '@/lib/bootstrap-store';
import { useTrans } from '@/lib/i18n';
import { paths } from '@/config/paths';
import { MenuIcon } from '@/components/menu-icon';
import { MenuLink } from '../menu-link';
import { useMenuItems } from '../menus';
import { Logo } from './logo';
import { navLinkClass } from './nav-link-class';
import { NotificationsPopover } from './notifications-popover';
import { ThemeToggleButton } from './theme-toggle';
import { UserMenu } from './user-menu';
import { Tooltip } from '@/components/ui/tooltip';

// The mobile drawer loads when first opened (the first script carries no modal code).
const NavbarDrawer = lazy(async () => ({
  default: (await import('./navbar-drawer')).NavbarDrawer,
}));
// Only users have workspaces: a guest's first load carries none of the switcher.
const WorkspaceSwitcher = lazy(async () => ({
  default: (await import('./workspace-switcher')).WorkspaceSwitcher,
}));

/**
 * The navbar: logo, the configurable "navbar" menu, the notifications popover and the
 * user menu for users, Login and Register for guests (Register hidden when registration is off).
 * Its height per breakpoint comes from --navbar-height (index.css).
 */
export function Navbar() {
  const t = useTrans();
  const user = useCurrentUser();
  const items = useMenuItems('navbar');
  const registrationDisabled = !!useSetting<boolean>('registration.disable');
  const notificationsIntegrated = !!useSetting<boolean>('notifications.integrated');
  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <header
      className="sticky top-[var(--cookie-notice-top,0px)] z-30 h-[var(--navbar-height)] border-b border-divider bg-navbar/90 backdrop-blur"
      data-testid="navbar"
    >
      <div className="mx-auto flex h-full max-w-[1600px] items-center gap-2 px-3 md:gap-4 md:px-6">
        {items.length > 0 || user ? (
          <Tooltip label={t('Open menu')}>
            <Button
              aria-label={t('Open menu')}
              onPress={() => setDrawerOpen(true)}
              className="grid size-10 place-items-center rounded-full text-muted outline-none hover:bg-hover md:hidden"
            >
              <MenuIcon2 className="size-5" aria-hidden />
            </Button>
          </Tooltip>
        ) : null}
        <Logo />
        <nav
          aria-label={t('Main navigation')}
          className="ml-4 flex items-center gap-1 max-md:hidden"
        >
          {items.map((item) => (
            <MenuLink key={item.id} item={item} className={navLinkClass}>
              <MenuIcon name={item.icon} className="size-4" />
              {/* Icons only until the search field leaves room for labels. */}
              <span className="whitespace-nowrap max-xl:sr-only">{t(item.label)}</span>
            </MenuLink>
          ))}
        </nav>
        <NavbarSearch className="mx-2 w-full max-w-md max-md:hidden xl:ml-4" />
        <div className="ml-auto flex items-center gap-1 md:gap-2">
          {user ? (
            <>
              {/* At mobile widths the drawer carries it. */}
              <Suspense fallback={null}>
                <WorkspaceSwitcher className="max-md:hidden" />
              </Suspense>
              {notificationsIntegrated ? <NotificationsPopover user={user} /> : null}
              <UserMenu user={user} />
            </>
          ) : (
            <>
              <ThemeToggleButton />
              <Link
                to={paths.login()}
                className="rounded-full px-4 py-2 text-sm font-semibold text-fg transition hover:bg-hover"
              >
                {t('Login')}
              </Link>
              {registrationDisabled ? null : (
                <Link
                  to={paths.register()}
                  className="rounded-full bg-primary px-4 py-2 text-sm font-semibold text-on-primary shadow-sm transition hover:brightness-110"
                >
                  {t('Register')}
                </Link>
              )}
            </>
          )}
        </div>
      </div>

      {drawerOpen ? (
        <Suspense fallback={null}>
          <NavbarDrawer items={items} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}
