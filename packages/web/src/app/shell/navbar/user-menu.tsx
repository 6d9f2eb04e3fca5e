import { ChevronDown } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Button } from 'react-aria-components';
import type { User } from '@tonearm/shared/users/users.schemas';
import { Avatar } from '@/components/ui/avatar';
import { useTrans } from '@/lib/i18n';
import { useMenuTrigger } from './use-menu-trigger';

// The menu's code (react-aria's menu, popover and collections) loads when it first opens
// (the first script carries none of it).
const UserMenuPopover = lazy(async () => ({
  default: (await import('./user-menu-popover')).UserMenuPopover,
}));

/** The user menu: the avatar and name open the menu (user-menu-popover.tsx). */
export function UserMenu({ user }: { user: User }) {
  const t = useTrans();
  const { isOpen, triggerProps, menuProps } = useMenuTrigger();

  return (
    <>
      <Button
        {...triggerProps}
        aria-label={t('User menu')}
        data-testid="user-menu-trigger"
        className="flex items-center gap-2 rounded-full py-1 pr-2 pl-1 outline-none transition hover:bg-hover focus-visible:ring-2 focus-visible:ring-primary"
      >
        <Avatar src={user.image} name={user.name} size={32} />
        <span className="max-w-36 truncate text-sm font-medium max-md:hidden">{user.name}</span>
        <ChevronDown className="size-4 text-muted max-md:hidden" aria-hidden />
      </Button>
      {isOpen ? (
        <Suspense fallback={null}>
          <UserMenuPopover user={user} {...menuProps} />
        </Suspense>
      ) : null}
    </>
  );
}
