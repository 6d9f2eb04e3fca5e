import { LoginForm } from '@/features/auth/components/login-form';

/** /login and /workspace/join/login (spec 000 §2). The two-factor challenge arrives with accounts. */
export function LoginRoute() {
  return <LoginForm />;
}
