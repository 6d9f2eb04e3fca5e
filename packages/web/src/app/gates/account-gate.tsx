import type { ReactNode } from 'react';
import { useBootstrapData } from '@/lib/bootstrap-store';
import { SuspendedGate } from './suspended-gate';
import { VerifyEmailGate } from './verify-email-gate';

/**
 * spec 000 §2 gate screens, checked at any path before the router runs: an unverified email
 * (when the site requires confirmation), then a ban.
 */
export function AccountGate({ children }: { children: ReactNode }) {
  const user = useBootstrapData((data) => data.user);
  const requireConfirmation = useBootstrapData(
    (data) => !!data.settings.require_email_confirmation,
  );
  if (user && requireConfirmation && !user.email_verified_at)
    return <VerifyEmailGate user={user} />;
  if (user?.banned_at) return <SuspendedGate />;
  return <>{children}</>;
}
