import type { GatewayName } from '@tonearm/shared/billing/billing.schemas';
import type { PaymentGateway } from './gateway';

/**
 * The payment gateways this process can reach, by name. Built in `container.ts`; the billing
 * service asks it for a gateway and decides from the settings whether that gateway is switched
 * on. A gateway reads its keys from the settings at call time, so an admin's change to them
 * applies without a restart.
 */
export class GatewayRegistry {
  private readonly gateways = new Map<GatewayName, PaymentGateway>();

  register(gateway: PaymentGateway): this {
    this.gateways.set(gateway.name, gateway);
    return this;
  }

  has(name: GatewayName): boolean {
    return this.gateways.has(name);
  }

  get(name: GatewayName): PaymentGateway {
    const gateway = this.gateways.get(name);
    if (!gateway) throw new Error(`No payment gateway named ${name} is registered.`);
    return gateway;
  }

  all(): PaymentGateway[] {
    return [...this.gateways.values()];
  }
}
