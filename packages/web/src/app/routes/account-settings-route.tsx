import { AccountSettingsPage } from '@/features/account/components/account-settings-page';
import { SocialLoginPanel } from '@/features/auth/social-auth/components/social-login-panel';

/** /account-settings (login required; the guard is the route's loader). */
export function AccountSettingsRoute() {
  return <AccountSettingsPage socialLoginPanel={<SocialLoginPanel />} />;
}
