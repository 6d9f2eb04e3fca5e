import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { LoginForm } from '@/features/auth/components/login-form';
import { TwoFactorChallengeForm } from '@/features/auth/components/two-factor-challenge-form';
import { useJoinAfterLogin } from '@/features/workspaces/hooks/use-join-after-login';

/**
 * /login and /workspace/join/login (spec 000 §2): login, then the two-factor step when asked.
 * On the workspace page the invitation (?inviteId=) is joined once the user is logged in.
 */
export function LoginRoute() {
  const [needsTwoFactor, setNeedsTwoFactor] = useState(false);
  const location = useLocation();
  const [params] = useSearchParams();
  const isWorkspacePage = location.pathname.startsWith('/workspace/join');
  const onLoggedIn = useJoinAfterLogin(isWorkspacePage ? params.get('inviteId') : null);
  return needsTwoFactor ? (
    <TwoFactorChallengeForm onLoggedIn={onLoggedIn} />
  ) : (
    <LoginForm onTwoFactor={() => setNeedsTwoFactor(true)} onLoggedIn={onLoggedIn} />
  );
}
