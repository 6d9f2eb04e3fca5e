import { SettingsPage } from '@/features/admin/settings/components/settings-page';

/** /admin/settings/:tab (settings.update; spec 001 §2 settings tabs). */
export function SettingsRoute() {
  return <SettingsPage />;
}
