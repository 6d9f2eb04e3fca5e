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
// time something opens in them: the first script carries none of it.
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

const hasThemeFontLink = () => !!document.getElementById('theme-font');

function ThemeApplier() {
  const theme = useActiveTheme();
  useEffect(() => {
    applyTheme(theme);
    // A self-hosted font (any quoted family but the bundled Inter) is linked by a loader of
    // its own chunk, so the first script stays as small for everyone else.
    if (/^'(?!Inter')/.test(theme?.values['--be-font-family'] ?? '') || hasThemeFontLink())
      void import('@/lib/theme-font').then(({ loadThemeFont }) => loadThemeFont(theme));
  }, [theme]);
  return null;
}

/** Inside the appearance editor's frame, the page follows the editor's draft. */
function AppearancePreview() {
  useEffect(() => {
    // The frame's name is the cheap first test; the chunk checks the rest (isInAppearanceEditor).
    // Outside the editor's frame nobody downloads it; inside, it lives as long as the page.
    if (window.name === 'appearance-editor')
      void import('./shell/appearance-preview').then(({ startAppearancePreview }) =>
        startAppearancePreview(getRouter()),
      );
  }, []);
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
      <AppearancePreview />
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
