import { useState } from 'react';
import { LoginForm } from '@/features/auth/components/login-form';
import { TwoFactorChallengeForm } from '@/features/auth/components/two-factor-challenge-form';

/** /login and /workspace/join/login (spec 000 §2): login, then the two-factor step when asked. */
export function LoginRoute() {
  const [needsTwoFactor, setNeedsTwoFactor] = useState(false);
  return needsTwoFactor ? (
    <TwoFactorChallengeForm />
  ) : (
    <LoginForm onTwoFactor={() => setNeedsTwoFactor(true)} />
  );
}
