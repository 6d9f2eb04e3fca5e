import { ArrowLeft, Menu as MenuIcon, X } from 'lucide-react';
import { use, useEffect, useState, type ReactNode } from 'react';
import { Button, Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { Link, Outlet, useLocation } from 'react-router';
import { Tooltip } from '@/components/ui/tooltip';
import { useTrans } from '@/lib/i18n';
import { AdminShellSlotsContext } from './admin-shell-slots';
import { AdminSidebar } from './admin-sidebar';

export interface AdminLayoutProps {
  /** The site logo; defaults to the one AdminShellSlotsContext lends (features do not import the app). */
  logo?: ReactNode;
  /** The user menu; defaults to AdminShellSlotsContext's. */
  userMenu?: ReactNode;
  /** The page; defaults to the router outlet. */
  children?: ReactNode;
}

const iconButtonClass =
  'grid size-10 place-items-center rounded-full text-muted outline-none transition hover:bg-hover hover:text-fg focus-visible:ring-2 focus-visible:ring-primary';

/**
 * The `/admin` frame: a header with the logo, "Back to site" and the user menu, the
 * grouped sidebar (a focus-trapped drawer below 1024 px) and a scrolling content area. Not under
 * the player layout: the admin shows no player bar.
 */
export function AdminLayout(props: AdminLayoutProps) {
  const t = useTrans();
  const slots = use(AdminShellSlotsContext);
  const logo = props.logo ?? slots.logo;
  const userMenu = props.userMenu ?? slots.userMenu;
  const { children } = props;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const location = useLocation();

  // Any navigation (a link, back/forward) closes the drawer.
  useEffect(() => setDrawerOpen(false), [location.pathname, location.search]);

  return (
    // The frame ends where the docked bars begin (the cookie notice at the top or the bottom):
    // they take their own room, so they cover neither the sidebar's foot nor a page's Save bar.
    <div
      className="flex h-[calc(100dvh-var(--cookie-notice-top,0px)-var(--bottom-overlay-height,0px))] flex-col bg-bg text-fg"
      data-testid="admin-layout"
    >
      <header className="flex h-14 shrink-0 items-center gap-2 border-b border-divider bg-navbar px-3 lg:px-5">
        <Tooltip label={t('Open menu')}>
          <Button
            aria-label={t('Open menu')}
            onPress={() => setDrawerOpen(true)}
            className={`${iconButtonClass} lg:hidden`}
          >
            <MenuIcon className="size-5" aria-hidden />
          </Button>
        </Tooltip>
        {logo}
        <span className="ml-1 rounded-md bg-hover px-2 py-0.5 text-xs font-semibold text-muted max-sm:hidden">
          {t('Admin')}
        </span>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <Link
            to="/"
            className="flex items-center gap-1.5 rounded-full px-3 py-2 text-sm font-medium text-muted outline-none transition hover:bg-hover hover:text-fg focus-visible:ring-2 focus-visible:ring-primary"
          >
            <ArrowLeft className="size-4" aria-hidden />
            {t('Back to site')}
          </Link>
          {userMenu}
        </div>
      </header>

      <div className="flex min-h-0 flex-1">
        <aside className="w-60 shrink-0 overflow-y-auto border-r border-divider bg-chrome max-lg:hidden">
          <AdminSidebar />
        </aside>
        <main id="main-content" className="min-w-0 flex-1 overflow-y-auto">
          <div className="mx-auto w-full max-w-[1440px] px-4 py-6 lg:px-8 lg:py-8">
            {children ?? <Outlet />}
          </div>
        </main>
      </div>

      <ModalOverlay
        isOpen={drawerOpen}
        onOpenChange={setDrawerOpen}
        isDismissable
        className="fixed inset-0 z-50 bg-black/40 lg:hidden"
      >
        <Modal className="fixed top-[var(--cookie-notice-top,0px)] bottom-[var(--bottom-overlay-height,0px)] left-0 w-72 max-w-[85vw] overflow-y-auto bg-bg shadow-2xl outline-none">
          <Dialog
            aria-label={t('Admin navigation')}
            className="flex min-h-full flex-col outline-none"
          >
            <div className="flex h-14 items-center justify-between border-b border-divider px-3">
              {logo}
              <Tooltip label={t('Close')}>
                <Button
                  aria-label={t('Close')}
                  onPress={() => setDrawerOpen(false)}
                  className={iconButtonClass}
                >
                  <X className="size-5" aria-hidden />
                </Button>
              </Tooltip>
            </div>
            <AdminSidebar onNavigate={() => setDrawerOpen(false)} />
          </Dialog>
        </Modal>
      </ModalOverlay>
    </div>
  );
}
