import { lazy, Suspense, type ReactNode } from 'react';
import { useBootstrapData } from '@/lib/bootstrap-store';

// Few visitors meet a gate: its screens (and the verify form's field code) load only for them.
const VerifyEmailGate = lazy(async () => ({
  default: (await import('./verify-email-gate')).VerifyEmailGate,
}));
const SuspendedGate = lazy(async () => ({
  default: (await import('./suspended-gate')).SuspendedGate,
}));

/**
 * The gate screens, checked at any path before the router runs: an unverified email
 * (when the site requires confirmation), then a ban.
 */
export function AccountGate({ children }: { children: ReactNode }) {
  const user = useBootstrapData((data) => data.user);
  const requireConfirmation = useBootstrapData(
    (data) => !!data.settings.require_email_confirmation,
  );
  if (user && requireConfirmation && !user.email_verified_at)
    return (
      <Suspense fallback={null}>
        <VerifyEmailGate user={user} />
      </Suspense>
    );
  if (user?.banned_at)
    return (
      <Suspense fallback={null}>
        <SuspendedGate />
      </Suspense>
    );
  return <>{children}</>;
}
