import type { GatewayName } from '@tonearm/shared/billing/billing.schemas';
import { useSettings } from '@/lib/bootstrap-store';

/** The payment gateways the public settings switch on, in the order the checkout offers them. */
export function enabledGateways(settings: Record<string, unknown>): GatewayName[] {
  const gateways: GatewayName[] = [];
  if (settings['billing.stripe.enable'] && settings['billing.stripe.publishable_key'])
    gateways.push('stripe');
  if (settings['billing.paypal.enable']) gateways.push('paypal');
  if (settings['billing.test_gateway.enable']) gateways.push('test');
  return gateways;
}

export function useEnabledGateways(): GatewayName[] {
  return enabledGateways(useSettings());
}
