import { AccountSettingsPage } from '@/features/account/components/account-settings-page';

/** spec 000 §2 /account-settings (login required; the guard is the route's loader). */
export function AccountSettingsRoute() {
  return <AccountSettingsPage />;
}
