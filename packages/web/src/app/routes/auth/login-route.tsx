import { lazy, Suspense, useState } from 'react';
import { LoginForm } from '@/features/auth/components/login-form';

// The two-factor step (and its schemas) loads only for an account that has it on.
const TwoFactorChallengeForm = lazy(async () => ({
  default: (await import('@/features/auth/components/two-factor-challenge-form'))
    .TwoFactorChallengeForm,
}));

/** /login and /workspace/join/login (spec 000 §2): login, then the two-factor step when asked. */
export function LoginRoute() {
  const [needsTwoFactor, setNeedsTwoFactor] = useState(false);
  return needsTwoFactor ? (
    <Suspense>
      <TwoFactorChallengeForm />
    </Suspense>
  ) : (
    <LoginForm onTwoFactor={() => setNeedsTwoFactor(true)} />
  );
}
