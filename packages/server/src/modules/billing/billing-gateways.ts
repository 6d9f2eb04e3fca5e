import type { AppConfig } from '../../platform/config';
import type { DB } from '../../platform/db/database';
import { GatewayRegistry } from '../../platform/payments/gateway-registry';
import { createPayPalGateway } from '../../platform/payments/paypal-gateway';
import { settingsBackedGateway } from '../../platform/payments/settings-backed-gateway';
import { createStripeGateway, stripeHostOf } from '../../platform/payments/stripe-gateway';
import { TestGateway } from '../../platform/payments/test-gateway';
import { hmac } from '../../platform/security/tokens';
import type { SettingsService } from '../settings/settings.service';

/**
 * The payment gateways: the built-in test gateway, and Stripe and PayPal with the keys the
 * admin saved in the billing settings (read when a call needs them, so a change applies
 * without a restart).
 */
export function createBillingGateways(
  db: DB,
  settings: SettingsService,
  config: Pick<AppConfig, 'appUrl' | 'stripeApiUrl' | 'paypalApiUrl'>,
): { testGateway: TestGateway; gateways: GatewayRegistry } {
  // Its webhook secret is derived from the app key, so it needs no setting of its own.
  const testGateway = new TestGateway(db, async () =>
    hmac(String((await settings.get('app_key')) ?? ''), 'billing.test_gateway.webhook'),
  );
  const settingValues = async () => {
    const values = await settings.all();
    return (name: string) => (typeof values[name] === 'string' ? values[name] : '');
  };
  const gateways = new GatewayRegistry()
    .register(testGateway)
    .register(
      settingsBackedGateway({
        name: 'stripe',
        load: async () => {
          const value = await settingValues();
          return {
            secretKey: value('billing.stripe.secret_key'),
            webhookSecret: value('billing.stripe.webhook_secret'),
          };
        },
        build: (values) =>
          createStripeGateway({
            secretKey: () => values().secretKey,
            webhookSecret: () => values().webhookSecret,
            ...stripeHostOf(config.stripeApiUrl),
          }),
      }),
    )
    .register(
      settingsBackedGateway({
        name: 'paypal',
        load: async () => {
          const value = await settingValues();
          return {
            clientId: value('billing.paypal.client_id'),
            clientSecret: value('billing.paypal.client_secret'),
            webhookId: value('billing.paypal.webhook_id'),
            sandbox: (await settings.get('billing.paypal.sandbox')) !== false,
          };
        },
        build: (values) =>
          createPayPalGateway({
            clientId: () => values().clientId,
            clientSecret: () => values().clientSecret,
            webhookId: () => values().webhookId,
            sandbox: () => values().sandbox,
            appUrl: () => config.appUrl,
            ...(config.paypalApiUrl !== undefined ? { baseUrl: config.paypalApiUrl } : {}),
          }),
      }),
    );
  return { testGateway, gateways };
}
