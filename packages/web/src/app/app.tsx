import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { ErrorDialogHost } from '@/components/ui/error-dialog/error-dialog';
import { ModalHost } from '@/components/ui/modal/modal-host';
import { ToastHost } from '@/components/ui/toast/toast-host';
import { useBootstrapData } from '@/lib/bootstrap-store';
import { queryClient } from '@/lib/query-client';
import { applyTheme, useActiveTheme } from '@/lib/theme';
import { AccountGate } from './gates/account-gate';
import { getRouter } from './router';
import { CookieNotice } from './shell/cookie-notice';
import { FirstPageLoader } from './shell/first-page-loader';

function ThemeApplier() {
  const theme = useActiveTheme();
  useEffect(() => applyTheme(theme), [theme]);
  return null;
}

function LanguageAttribute() {
  const language = useBootstrapData((data) => data.i18n.language);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return null;
}

export function App() {
  const router = getRouter();
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeApplier />
      <LanguageAttribute />
      <AccountGate>
        <RouterProvider router={router} />
        <FirstPageLoader router={router} />
      </AccountGate>
      <CookieNotice />
      <ToastHost />
      <ModalHost />
      <ErrorDialogHost />
    </QueryClientProvider>
  );
}
