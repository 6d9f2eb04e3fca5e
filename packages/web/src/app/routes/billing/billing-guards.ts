import { isSubscribed } from '@tonearm/shared/permissions/permissions';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { paths } from '@/config/paths';
import {
  clearOnboardingSelection,
  storeOnboardingSelection,
} from '@/features/billing/hooks/onboarding-selection';
import { getBootstrapData } from '@/lib/bootstrap-store';

function billingEnabled(): boolean {
  return !!getBootstrapData().settings['billing.enable'];
}

/** /pricing: public while billing is on; without billing there is nothing to sell. */
export function pricingLoader() {
  return billingEnabled() ? null : redirect(paths.notFound());
}

/**
 * Checkout: login required, else register (the plan stored as the onboarding
 * selection, so the new account lands back here); subscribers go to /billing.
 * Reaching the page uses the stored selection up. The return pages share it without storing.
 */
export function checkoutLoader({ storeSelection }: { storeSelection: boolean }) {
  return ({ params }: LoaderFunctionArgs) => {
    if (!billingEnabled()) return redirect(paths.notFound());
    const { user } = getBootstrapData();
    if (!user) {
      if (storeSelection && params.productId && params.priceId)
        storeOnboardingSelection(Number(params.productId), Number(params.priceId));
      return redirect(paths.registerFromPricing());
    }
    clearOnboardingSelection();
    if (isSubscribed(user)) return redirect(paths.billing());
    return null;
  };
}

/**
 * The billing area: a subscription is required (a valid one: a cancelled plan still
 * running counts), else /pricing; a guest logs in first and comes back.
 */
export function billingLoader({ request }: LoaderFunctionArgs) {
  if (!billingEnabled()) return redirect(paths.notFound());
  const { user } = getBootstrapData();
  if (!user) {
    const url = new URL(request.url);
    return redirect(paths.login(`${url.pathname}${url.search}`));
  }
  return isSubscribed(user) ? null : redirect(paths.pricing());
}
