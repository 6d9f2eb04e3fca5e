import type { UserSession } from '@tonearm/shared/account/account.schemas';
import { Monitor, Smartphone, Tablet } from 'lucide-react';
import { useTrans } from '@/lib/i18n';

const DEVICES = {
  mobile: { icon: Smartphone, label: 'Mobile' },
  tablet: { icon: Tablet, label: 'Tablet' },
  other: { icon: Monitor, label: 'Desktop' },
} as const;

/**
 * The round badge at the head of a signed-in session: a phone, tablet or desktop icon, named
 * for screen readers. The account page and the admin's user page draw it at slightly different sizes.
 */
export function SessionDeviceIcon({
  deviceType,
  size,
}: {
  deviceType: UserSession['device_type'];
  size: 'size-10' | 'size-11';
}) {
  const t = useTrans();
  const { icon: Icon, label } = DEVICES[deviceType];
  return (
    <span className={`grid ${size} shrink-0 place-items-center rounded-full bg-bg-alt text-muted`}>
      <Icon className="size-5" aria-label={t(label)} />
    </span>
  );
}
