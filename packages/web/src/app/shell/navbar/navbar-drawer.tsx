import { X } from 'lucide-react';
import { Button, Dialog, Modal, ModalOverlay } from 'react-aria-components';
import type { MenuItem } from '@tonearm/shared/menus/menus.schemas';
import { useCurrentUser } from '@/lib/bootstrap-store';
import { useTrans } from '@/lib/i18n';
import { MenuIcon } from '@/components/menu-icon';
import { MenuLink } from '../menu-link';
import { useMenuItems } from '../menus';
import { Logo } from './logo';
import { navLinkClass } from './nav-link-class';
import { WorkspaceSwitcher } from './workspace-switcher';
import { Tooltip } from '@/components/ui/tooltip';

function DrawerLink({ item }: { item: MenuItem }) {
  const t = useTrans();
  return (
    <MenuLink
      item={item}
      className={(active) => `${navLinkClass(active)} rounded-lg py-3 text-base`}
    >
      <MenuIcon name={item.icon} className="size-5" />
      {t(item.label)}
    </MenuLink>
  );
}

/** The navbar menu as a drawer from the left at mobile widths. */
export function NavbarDrawer({ items, onClose }: { items: MenuItem[]; onClose: () => void }) {
  const t = useTrans();
  const user = useCurrentUser();
  // The "mobile-drawer" menu adds its items below the navbar's (a menu placed at both shows once).
  const drawerItems = useMenuItems('mobile-drawer').filter(
    (item) => !items.some((navbarItem) => navbarItem.id === item.id),
  );
  return (
    <ModalOverlay
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable
      className="fixed inset-0 z-50 bg-black/40 md:hidden"
    >
      <Modal className="fixed inset-y-0 left-0 w-72 max-w-[85vw] bg-bg shadow-2xl outline-none">
        <Dialog aria-label={t('Main navigation')} className="flex h-full flex-col outline-none">
          <div className="flex h-[var(--navbar-height)] items-center justify-between border-b border-divider px-4">
            <Logo />
            <Tooltip label={t('Close')}>
              <Button
                aria-label={t('Close')}
                onPress={() => onClose()}
                className="grid size-10 place-items-center rounded-full hover:bg-hover"
              >
                <X className="size-5" aria-hidden />
              </Button>
            </Tooltip>
          </div>
          {user ? (
            <div className="border-b border-divider p-3">
              <WorkspaceSwitcher />
            </div>
          ) : null}
          <nav className="flex flex-col gap-1 p-3" onClick={() => onClose()}>
            {items.map((item) => (
              <DrawerLink key={item.id} item={item} />
            ))}
            {drawerItems.length > 0 ? (
              <div className="my-2 border-t border-divider" role="separator" />
            ) : null}
            {drawerItems.map((item) => (
              <DrawerLink key={item.id} item={item} />
            ))}
          </nav>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
