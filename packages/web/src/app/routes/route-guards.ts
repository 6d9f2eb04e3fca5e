import { guardRedirect, type RouteGuard } from '@tonearm/shared/permissions/route-guard';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { getBootstrapData, permissionContext } from '@/lib/bootstrap-store';

/**
 * The route guard as a loader: a guest goes to /login (remembering where they were
 * going), a logged-in user without the permission to /pricing when billing is on and they are
 * not subscribed, else to /404.
 */
export function guardLoader(guard: RouteGuard) {
  return ({ request }: LoaderFunctionArgs) => {
    const data = getBootstrapData();
    const target = guardRedirect(permissionContext(data), guard, {
      billingEnabled: !!data.settings['billing.enable'],
    });
    if (!target) return null;
    if (target === '/login') {
      const url = new URL(request.url);
      const back = `${url.pathname}${url.search}`;
      return redirect(
        back && back !== '/' ? `/login?redirect=${encodeURIComponent(back)}` : '/login',
      );
    }
    return redirect(target);
  };
}

/** Logged-in visitors on auth pages are sent away. */
export function guestOnlyLoader() {
  return () => (getBootstrapData().user ? redirect('/') : null);
}
