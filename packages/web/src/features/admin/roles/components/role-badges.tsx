import type { RoleListItem } from '@tonearm/shared/roles/roles.schemas';
import { clsx } from 'clsx';
import { useTrans } from '@/lib/i18n';

function Badge({ tone, children }: { tone: 'primary' | 'neutral'; children: string }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        tone === 'primary' ? 'bg-primary text-on-primary' : 'bg-fg/10 text-fg',
      )}
    >
      {children}
    </span>
  );
}

/** "Default", "Guests" and "Admin" beside a role's name. */
export function RoleBadges({ role }: { role: Pick<RoleListItem, 'default' | 'guests' | 'admin'> }) {
  const t = useTrans();
  if (!role.default && !role.guests && !role.admin) return null;
  return (
    <span className="flex flex-wrap gap-1">
      {role.default ? <Badge tone="primary">{t('Default')}</Badge> : null}
      {role.guests ? <Badge tone="neutral">{t('Guests')}</Badge> : null}
      {role.admin ? <Badge tone="neutral">{t('Admin')}</Badge> : null}
    </span>
  );
}

export function roleBadgesText(role: Pick<RoleListItem, 'default' | 'guests' | 'admin'>): string {
  return [role.default && 'Default', role.guests && 'Guests', role.admin && 'Admin']
    .filter(Boolean)
    .join(', ');
}
