import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { stringSetting } from '@tonearm/shared/settings/string-setting';
import { setBootstrapData, useSettings } from '@/lib/bootstrap-store';
import { useTrans } from '@/lib/i18n';
import { useActiveTheme } from '@/lib/theme';
import { logout } from '@/features/auth/api/logout';
import { toast } from '@/components/ui/toast/toast-store';
import { isInAppearanceEditor } from '@/lib/appearance-editor';
import { showHttpErrorToast } from '@/lib/http-errors';

/**
 * The frame of both gate screens: a Logout button, the logo in the theme's variant, a card.
 * Gates replace the router, so logging out here reloads onto /login.
 */
export function GateLayout({ children }: { children: ReactNode }) {
  const t = useTrans();
  const settings = useSettings();
  const theme = useActiveTheme();
  const siteName = stringSetting(settings, 'branding.site_name');
  const logo = stringSetting(
    settings,
    theme?.is_dark ? 'branding.logo_dark' : 'branding.logo_light',
  );

  const handleLogout = async () => {
    if (isInAppearanceEditor()) {
      toast.danger(t("Can't logout while in appearance editor."));
      return;
    }
    try {
      const { bootstrapData } = await logout();
      setBootstrapData(bootstrapData);
      window.location.assign('/login');
    } catch (error) {
      showHttpErrorToast(error);
    }
  };

  return (
    <div
      className="flex min-h-full flex-col items-center bg-bg-alt px-4 py-6"
      data-testid="gate-screen"
    >
      <div className="flex w-full max-w-md justify-end">
        <Button
          onPress={() => void handleLogout()}
          className="flex items-center gap-2 rounded-full px-4 py-2 text-sm font-medium text-muted outline-none hover:bg-hover hover:text-fg focus-visible:ring-2 focus-visible:ring-primary"
        >
          <LogOut className="size-4" aria-hidden />
          {t('Logout')}
        </Button>
      </div>
      <img src={logo} alt={siteName} className="mt-8 mb-8 h-10 w-auto" />
      <div className="w-full max-w-md rounded-panel border border-divider bg-bg p-6 shadow-sm md:p-8">
        {children}
      </div>
    </div>
  );
}
