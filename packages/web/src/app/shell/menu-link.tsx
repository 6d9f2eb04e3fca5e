import type { MenuItem } from '@tonearm/shared/menus/menus.schemas';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';

/** A "link" item opens a new window; a "route" item navigates in the app. */
export function MenuLink({
  item,
  className,
  children,
}: {
  item: MenuItem;
  className?: (active: boolean) => string;
  children: ReactNode;
}) {
  if (item.type === 'link') {
    return (
      <a
        href={item.action}
        target={item.target ?? '_blank'}
        rel="noopener noreferrer"
        className={className?.(false)}
      >
        {children}
      </a>
    );
  }
  return (
    <NavLink
      to={item.action}
      end={item.action === '/'}
      className={({ isActive }) => className?.(isActive) ?? ''}
    >
      {children}
    </NavLink>
  );
}
