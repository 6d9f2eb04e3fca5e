import { clsx } from 'clsx';
import { NavLink } from 'react-router';
import { usePermissionContext } from '@/lib/bootstrap-store';
import { useTrans } from '@/lib/i18n';
import { visibleAdminNav } from './admin-nav';

/** The grouped admin links this user may open, for the sidebar and the drawer. */
export function AdminSidebar({ onNavigate }: { onNavigate?: () => void }) {
  const t = useTrans();
  const groups = visibleAdminNav(usePermissionContext());
  return (
    <nav aria-label={t('Admin navigation')} className="flex flex-col gap-5 p-3">
      {groups.map((group) => (
        <div key={group.id} role="group" aria-labelledby={`admin-nav-${group.id}`}>
          <div
            id={`admin-nav-${group.id}`}
            className="px-3 pb-1.5 text-[11px] font-semibold tracking-wider text-muted uppercase"
          >
            {t(group.label)}
          </div>
          <ul className="flex flex-col gap-0.5">
            {group.entries.map((entry) => (
              <li key={entry.to}>
                <NavLink
                  to={entry.to}
                  end={entry.end}
                  onClick={onNavigate}
                  className={({ isActive }) =>
                    clsx(
                      'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium outline-none transition',
                      'focus-visible:ring-2 focus-visible:ring-primary/50',
                      // The text stays fg (primary on its own tint fails contrast); the icon marks it.
                      isActive
                        ? 'bg-primary/10 font-semibold text-fg'
                        : 'text-muted hover:bg-hover hover:text-fg',
                    )
                  }
                >
                  {({ isActive }) => (
                    <>
                      <entry.icon
                        className={clsx('size-4 shrink-0', isActive && 'text-primary')}
                        aria-hidden
                      />
                      {t(entry.label)}
                    </>
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
