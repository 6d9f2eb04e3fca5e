import { randomBytes } from 'node:crypto';
import {
  TEST_CARDS,
  toMinorUnits,
  type PriceInterval,
} from '@tonearm/shared/billing/billing.schemas';
import type { TestApp } from '../../test/test-app';

export interface PlanFixture {
  productId: number;
  priceIds: number[];
}

/**
 * A plan written straight to the billing tables (the admin plan editor is another module's), so
 * billing tests and matrix rows make their own: prices and what the plan grants.
 */
export async function buildPlan(
  t: TestApp,
  options: {
    name?: string;
    free?: boolean;
    hidden?: boolean;
    prices?: {
      amount: number;
      currency?: string;
      interval?: PriceInterval;
      interval_count?: number;
    }[];
    permissions?: { name: string; restrictions?: { name: string; value: number | null }[] }[];
  } = {},
): Promise<PlanFixture> {
  const db = t.database.db;
  const now = new Date().toISOString();
  const product = await db
    .insertInto('products')
    .values({
      name: options.name ?? `Plan ${randomBytes(3).toString('hex')}`,
      description: 'A plan for tests',
      hidden: options.hidden ? 1 : 0,
      free: options.free ? 1 : 0,
      feature_list: JSON.stringify(['Everything']),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const priceIds: number[] = [];
  for (const price of options.prices ?? [{ amount: 9.99 }]) {
    const currency = price.currency ?? 'USD';
    const row = await db
      .insertInto('prices')
      .values({
        product_id: product.id,
        amount_minor: toMinorUnits(price.amount, currency),
        currency,
        interval: price.interval ?? 'month',
        interval_count: price.interval_count ?? 1,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    priceIds.push(row.id);
  }
  for (const grant of options.permissions ?? []) {
    const permission = await db
      .selectFrom('permissions')
      .select('id')
      .where('name', '=', grant.name)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('product_permissions')
      .values({
        product_id: product.id,
        permission_id: permission.id,
        restrictions: JSON.stringify(grant.restrictions ?? []),
      })
      .execute();
  }
  return { productId: product.id, priceIds };
}

/** Billing on with the test gateway, as the demo and development have it. */
export async function enableTestGateway(t: TestApp): Promise<void> {
  await t.services.settings.update({ 'billing.enable': true, 'billing.test_gateway.enable': true });
}

export const card = (number: string = TEST_CARDS.success) => ({
  number,
  expiry: '12/39',
  cvc: '123',
  name: 'Test Payer',
});

/** Subscribes `userId` through the test gateway's success card (no HTTP); answers the row id. */
export async function subscribe(t: TestApp, userId: number, plan: PlanFixture, priceIndex = 0) {
  const user = await t.services.users.findById(userId);
  if (!user) throw new Error(`No user ${userId}`);
  const result = await t.services.billing.checkout(
    { id: user.id, email: user.email, name: user.name },
    {
      product_id: plan.productId,
      price_id: plan.priceIds[priceIndex]!,
      gateway: 'test',
      card: card(),
    },
  );
  if (result.status !== 'succeeded') throw new Error(`Checkout answered ${result.status}`);
  return result.subscription;
}
