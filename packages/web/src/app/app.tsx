import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { RouterProvider } from 'react-router';
import { useErrorDialog } from '@/components/ui/error-dialog/error-dialog-store';
import { useCurrentDialog } from '@/components/ui/modal/modal-store';
import { ToastHost } from '@/components/ui/toast/toast-host';
import { useBootstrapData } from '@/lib/bootstrap-store';
import { queryClient } from '@/lib/query-client';
import { applyTheme, useActiveTheme } from '@/lib/theme';
import { AccountGate } from './gates/account-gate';
import { getRouter } from './router';
import { CookieNotice } from './shell/cookie-notice';
import { FirstPageLoader } from './shell/first-page-loader';

// The modal and error-dialog hosts (react-aria's modal, the stack-trace viewer) load the first
// time something opens in them: the first script carries none of it (issue 13).
const ModalHost = lazy(async () => ({
  default: (await import('@/components/ui/modal/modal-host')).ModalHost,
}));
const ErrorDialogHost = lazy(async () => ({
  default: (await import('@/components/ui/error-dialog/error-dialog')).ErrorDialogHost,
}));

/** Mounts its children once `needed` first turns true, and keeps them (for exit transitions). */
function MountOnceNeeded({ needed, children }: { needed: boolean; children: ReactNode }) {
  const [mounted, setMounted] = useState(needed);
  if (needed && !mounted) setMounted(true);
  return mounted ? <Suspense fallback={null}>{children}</Suspense> : null;
}

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
  const dialogOpen = useCurrentDialog() !== null;
  const errorDialogOpen = useErrorDialog() !== null;
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeApplier />
      <LanguageAttribute />
      <AccountGate>
        <RouterProvider router={router} />
        <FirstPageLoader router={router} />
      </AccountGate>
      <CookieNotice />
      {/* Always mounted: its live region must exist before a toast appears to be announced. */}
      <ToastHost />
      <MountOnceNeeded needed={dialogOpen}>
        <ModalHost />
      </MountOnceNeeded>
      <MountOnceNeeded needed={errorDialogOpen}>
        <ErrorDialogHost />
      </MountOnceNeeded>
    </QueryClientProvider>
  );
}
