import { SettingsPage } from '@/features/admin/settings/components/settings-page';

/** /admin/settings/:tab (settings.update; each tab a URL of its own). */
export function SettingsRoute() {
  return <SettingsPage />;
}
