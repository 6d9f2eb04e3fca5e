import { Outlet } from 'react-router';
import { Logo } from '../shell/navbar/logo';
import { SiteFooter } from '../shell/site-footer';

/** The auth pages' layout: a logo, a card, and a footer with the site name and menu. */
export function AuthLayout() {
  return (
    <div
      className="flex min-h-full flex-col items-center bg-bg-alt pb-[var(--bottom-overlay-height,0px)] bg-[radial-gradient(ellipse_at_top,rgb(var(--be-primary)/0.18),transparent_55%)] px-4"
      data-testid="auth-layout"
    >
      <div className="mt-10 mb-8 md:mt-16">
        <Logo />
      </div>
      <main className="w-full max-w-[440px] rounded-[1.25rem] border border-divider bg-bg p-6 shadow-xl shadow-black/5 md:p-10">
        <Outlet />
      </main>
      <SiteFooter className="mt-auto py-8" />
    </div>
  );
}
