import type { BootstrapData } from '@tonearm/shared/bootstrap/bootstrap.schemas';
import { ONBOARDING_SELECTION_KEY } from '@tonearm/shared/constants';
import { afterEach, describe, expect, it } from 'vitest';
import { getBootstrapData, setBootstrapData } from '@/lib/bootstrap-store';
import { testUser } from '@/test/render-with-providers';
import { billingLoader, checkoutLoader, pricingLoader } from './billing-guards';

const initial = getBootstrapData();
const subscriber = testUser({ subscriptions: [{ valid: true, active: false }] });
const lapsed = testUser({ subscriptions: [{ valid: false, active: false }] });

function withData(user: BootstrapData['user'], billing = true) {
  setBootstrapData({
    ...initial,
    user,
    settings: { ...initial.settings, 'billing.enable': billing },
  });
}

function run(
  loader: (args: never) => Response | null,
  url: string,
  params: Record<string, string> = {},
) {
  return loader({
    request: new Request(`http://localhost${url}`),
    params,
    context: undefined,
  } as never);
}

const checkout = checkoutLoader({ storeSelection: true });
const checkoutParams = { productId: '3', priceId: '9' };

afterEach(() => {
  setBootstrapData(initial);
  localStorage.clear();
});

describe('the billing guards', () => {
  it('sends a guest at checkout to register from pricing, with the plan stored', () => {
    withData(null);
    const response = run(checkout, '/checkout/3/9', checkoutParams);
    expect(response?.headers.get('Location')).toBe('/register?redirectFrom=pricing');
    expect(JSON.parse(localStorage.getItem(ONBOARDING_SELECTION_KEY)!)).toEqual({
      productId: 3,
      priceId: 9,
    });
  });

  it('lets a logged-in user without a subscription check out, using the stored selection up', () => {
    withData(testUser());
    localStorage.setItem(ONBOARDING_SELECTION_KEY, JSON.stringify({ productId: 3, priceId: 9 }));
    expect(run(checkout, '/checkout/3/9', checkoutParams)).toBeNull();
    expect(localStorage.getItem(ONBOARDING_SELECTION_KEY)).toBeNull();
  });

  it('sends a subscriber at checkout to /billing', () => {
    withData(subscriber);
    expect(run(checkout, '/checkout/3/9', checkoutParams)?.headers.get('Location')).toBe(
      '/billing',
    );
  });

  it('sends a user without a valid subscription from /billing to /pricing', () => {
    withData(lapsed);
    expect(run(billingLoader, '/billing/cancel')?.headers.get('Location')).toBe('/pricing');
  });

  it('lets a subscriber (a cancelled plan still running counts) into /billing', () => {
    withData(subscriber);
    expect(run(billingLoader, '/billing/renew')).toBeNull();
  });

  it('sends a guest from /billing to log in and come back', () => {
    withData(null);
    expect(run(billingLoader, '/billing/change-plan')?.headers.get('Location')).toBe(
      '/login?redirect=%2Fbilling%2Fchange-plan',
    );
  });

  it('shows the not-found page for every billing route while billing is off', () => {
    withData(subscriber, false);
    expect(run(pricingLoader, '/pricing')?.headers.get('Location')).toBe('/404');
    expect(run(billingLoader, '/billing')?.headers.get('Location')).toBe('/404');
    expect(run(checkout, '/checkout/3/9', checkoutParams)?.headers.get('Location')).toBe('/404');
  });

  it('lets anyone see /pricing while billing is on', () => {
    withData(null);
    expect(run(pricingLoader, '/pricing')).toBeNull();
  });
});
