import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import type { BootstrapData } from '@tonearm/shared/bootstrap/bootstrap.schemas';
import { hasPermission } from '@tonearm/shared/permissions/permissions';
import { setBootstrapData } from '@/lib/bootstrap-store';

import { ONBOARDING_SELECTION_KEY } from '@tonearm/shared/constants';

/** The locally stored onboarding product selection (defined in shared constants). */
export { ONBOARDING_SELECTION_KEY };

function storedOnboardingSelection(): {
  productId: number | string;
  priceId: number | string;
} | null {
  try {
    const raw = localStorage.getItem(ONBOARDING_SELECTION_KEY);
    const parsed = raw ? (JSON.parse(raw) as { productId?: unknown; priceId?: unknown }) : null;
    if (
      parsed &&
      (typeof parsed.productId === 'number' || typeof parsed.productId === 'string') &&
      (typeof parsed.priceId === 'number' || typeof parsed.priceId === 'string')
    ) {
      return { productId: parsed.productId, priceId: parsed.priceId };
    }
  } catch {
    // Unreadable storage means no selection.
  }
  return null;
}

/**
 * Only same-site paths may be redirect targets. URL parsing drops tabs and newlines and reads a
 * backslash as a slash, so "/\evil.com" and "/<tab>/evil.com" name another host like "//evil.com".
 */
function safeRedirect(target: string | null): string | null {
  return target && /^\/(?![/\\])/.test(target.replace(/[\t\n\r]/g, '')) ? target : null;
}

/**
 * Redirects after login: a stored onboarding selection goes to checkout, then the
 * redirect target; without one, admins go to /admin and everyone else to /.
 */
export function afterLoginPath(data: BootstrapData, redirectTarget: string | null): string {
  const selection = storedOnboardingSelection();
  if (selection) return `/checkout/${selection.productId}/${selection.priceId}`;
  // A page the visitor was on their way to wins over the role's default landing place.
  const target = safeRedirect(redirectTarget);
  if (target) return target;
  return data.user && hasPermission({ user: data.user, guestRole: null }, 'admin.access')
    ? '/admin'
    : '/';
}

export function useApplyLogin() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  return async (data: BootstrapData) => {
    setBootstrapData(data);
    queryClient.clear();
    await navigate(afterLoginPath(data, params.get('redirect')), { replace: true });
  };
}
