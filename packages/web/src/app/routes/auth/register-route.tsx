import { RegisterForm } from '@/features/auth/components/register-form';

/** /register and /workspace/join/register (spec 000 §2). */
export function RegisterRoute() {
  return <RegisterForm />;
}
