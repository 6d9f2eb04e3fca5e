import { lazy, Suspense, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { LoginForm } from '@/features/auth/components/login-form';
import { useJoinAfterLogin } from '@/features/workspaces/hooks/use-join-after-login';

// The two-factor step (and its schemas) loads only for an account that has it on.
const TwoFactorChallengeForm = lazy(async () => ({
  default: (await import('@/features/auth/components/two-factor-challenge-form'))
    .TwoFactorChallengeForm,
}));

/**
 * /login and /workspace/join/login: login, then the two-factor step when asked.
 * On the workspace page the invitation (?inviteId=) is joined once the user is logged in.
 */
export function LoginRoute() {
  const [needsTwoFactor, setNeedsTwoFactor] = useState(false);
  const location = useLocation();
  const [params] = useSearchParams();
  const isWorkspacePage = location.pathname.startsWith('/workspace/join');
  const onLoggedIn = useJoinAfterLogin(isWorkspacePage ? params.get('inviteId') : null);
  return needsTwoFactor ? (
    <Suspense>
      <TwoFactorChallengeForm onLoggedIn={onLoggedIn} />
    </Suspense>
  ) : (
    <LoginForm onTwoFactor={() => setNeedsTwoFactor(true)} onLoggedIn={onLoggedIn} />
  );
}
