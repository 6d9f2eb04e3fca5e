import { clsx } from 'clsx';
import { NavLink } from 'react-router';

/** Tabs that are links (each tab is its own URL). */
export function TabsNav({
  tabs,
  label,
}: {
  tabs: { to: string; label: string; end?: boolean }[];
  label: string;
}) {
  return (
    <nav
      aria-label={label}
      className="scrollbar-none -mx-1 flex gap-1 overflow-x-auto border-b border-divider"
    >
      {tabs.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          end={tab.end ?? true}
          className={({ isActive }) =>
            clsx(
              'relative shrink-0 px-4 py-3 text-sm font-semibold whitespace-nowrap outline-none transition focus-visible:ring-2 focus-visible:ring-primary',
              isActive
                ? 'text-fg after:absolute after:inset-x-3 after:bottom-0 after:h-0.5 after:rounded-full after:bg-primary'
                : 'text-muted hover:text-fg',
            )
          }
        >
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
