import { BILLING_MESSAGES, TEST_CARDS } from '@tonearm/shared/billing/billing.schemas';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { WebhookSignatureError, type BillingEvent, type GatewayPlanPrice } from './gateway';
import { TEST_SIGNATURE_HEADER, TestGateway } from './test-gateway';

const DAY_MS = 86_400_000;
const card = (number: string) => ({ number, expiry: '12/39', cvc: '123' });
const customer = { userId: 1, email: 'payer@example.com', name: 'Payer', gatewayId: null };
const plan = { id: 1, name: 'Pro', description: null, gatewayId: null, prices: [] };
const yearly: GatewayPlanPrice = {
  id: 10,
  amountMinor: 36_500,
  currency: 'USD',
  interval: 'year',
  intervalCount: 1,
  gatewayId: 'test_price_10',
};
const monthly: GatewayPlanPrice = {
  id: 11,
  amountMinor: 5_000,
  currency: 'USD',
  interval: 'month',
  intervalCount: 1,
  gatewayId: 'test_price_11',
};

describe('the built-in test gateway', () => {
  let database: TestDatabase;
  let now: Date;
  let gateway: TestGateway;
  let events: BillingEvent[];

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());
  beforeEach(() => {
    now = new Date('2026-01-01T00:00:00.000Z');
    events = [];
    gateway = new TestGateway(
      database.db,
      () => Promise.resolve('webhook-secret'),
      () => now,
    );
    gateway.useEventSink((event) => {
      events.push(event);
      return Promise.resolve();
    });
  });

  const start = (number: string, price = yearly) =>
    gateway.startSubscription({
      customer,
      plan,
      price,
      card: card(number),
      returnUrl: 'http://localhost/done',
      cancelUrl: 'http://localhost/',
    });

  it('charges the success card: a running subscription, a created event and a paid invoice event', async () => {
    const result = await start(TEST_CARDS.success);
    expect(result.kind).toBe('succeeded');
    if (result.kind !== 'succeeded') return;
    expect(result.subscription).toMatchObject({
      gateway: 'test',
      status: 'active',
      priceGatewayId: 'test_price_10',
      cancelAtPeriodEnd: false,
      userId: 1,
      paymentMethod: { type: 'card', brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2039 },
    });
    expect(result.subscription.id).toMatch(/^test_sub_/);
    expect(result.subscription.currentPeriodEnd?.toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(events.map((event) => event.type)).toEqual([
      'customer.subscription.created',
      'invoice.paid',
    ]);
    expect(events[1]!.invoice).toMatchObject({ amountMinor: 36_500, status: 'paid' });
  });

  it('declines the declined card with the message and makes nothing', async () => {
    const result = await start(TEST_CARDS.declined);
    expect(result).toEqual({ kind: 'declined', message: BILLING_MESSAGES.declined });
    expect(events).toEqual([]);
  });

  it('asks to confirm the confirmation card, then charges once approved', async () => {
    const result = await start(TEST_CARDS.requiresConfirmation);
    expect(result).toMatchObject({
      kind: 'requires_action',
      message: BILLING_MESSAGES.requiresConfirmation,
    });
    if (result.kind !== 'requires_action') return;
    expect(events).toEqual([]);
    const confirmed = await gateway.confirm(result.confirmationId, true);
    expect(confirmed.kind).toBe('succeeded');
    expect(events).toHaveLength(2);
    await expect(gateway.confirm(result.confirmationId, true)).rejects.toThrow(/already answered/);
  });

  it('credits the unused days of the period against the new price', async () => {
    const result = await start(TEST_CARDS.success);
    if (result.kind !== 'succeeded') throw new Error(result.kind);
    // 365 days paid 365.00; 100 days used, 265 left: 265.00 credited against 50.00.
    now = new Date(Date.parse('2026-01-01T00:00:00.000Z') + 100 * DAY_MS);
    const toMonthly = await gateway.previewChange(result.subscription.id, monthly);
    expect(toMonthly).toMatchObject({ amountDueMinor: 0, creditMinor: 5_000, currency: 'USD' });
    const dearer = { ...yearly, id: 12, amountMinor: 73_000, gatewayId: 'test_price_12' };
    const toDearer = await gateway.previewChange(result.subscription.id, dearer);
    expect(toDearer).toMatchObject({ amountDueMinor: 73_000 - 26_500, creditMinor: 26_500 });
    const changed = await gateway.changePlan(result.subscription.id, dearer);
    expect(changed.priceGatewayId).toBe('test_price_12');
    expect(events.at(-1)!.invoice).toMatchObject({ amountMinor: 46_500, status: 'paid' });
  });

  it('cancels at the period end, resumes, and cancels at once', async () => {
    const result = await start(TEST_CARDS.success);
    if (result.kind !== 'succeeded') throw new Error(result.kind);
    const id = result.subscription.id;
    const ending = await gateway.cancel(id, { immediately: false });
    expect(ending).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(ending.endedAt?.toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect((await gateway.resume(id)).cancelAtPeriodEnd).toBe(false);
    const ended = await gateway.cancel(id, { immediately: true });
    expect(ended.status).toBe('cancelled');
    expect(ended.endedAt?.toISOString()).toBe(now.toISOString());
    await expect(gateway.resume(id)).rejects.toThrow(BILLING_MESSAGES.ended);
  });

  it('simulates a failed renewal: past due with a failed invoice event', async () => {
    const result = await start(TEST_CARDS.success);
    if (result.kind !== 'succeeded') throw new Error(result.kind);
    const event = await gateway.simulateFailedRenewal(result.subscription.id);
    expect(event.subscription?.status).toBe('past_due');
    expect(event.invoice).toMatchObject({ status: 'failed', amountMinor: 36_500 });
  });

  it('signs its deliveries and refuses forged, tampered and stale ones', async () => {
    const result = await start(TEST_CARDS.success);
    if (result.kind !== 'succeeded') throw new Error(result.kind);
    const event = events[0]!;
    const delivery = await gateway.signedDelivery(event);
    const parsed = await gateway.parseWebhook(Buffer.from(delivery.body), delivery.headers);
    expect(parsed).toEqual(event);

    const header = delivery.headers[TEST_SIGNATURE_HEADER]!;
    const forged = { [TEST_SIGNATURE_HEADER]: header.replace(/v1=.*/, 'v1=forged') };
    await expect(gateway.parseWebhook(Buffer.from(delivery.body), forged)).rejects.toThrow(
      WebhookSignatureError,
    );
    await expect(
      gateway.parseWebhook(
        Buffer.from(delivery.body.replace('test_sub_', 'test_sub_x')),
        delivery.headers,
      ),
    ).rejects.toThrow(WebhookSignatureError);
    const old = await gateway.signedDelivery(event, new Date(now.getTime() - 301_000));
    await expect(gateway.parseWebhook(Buffer.from(old.body), old.headers)).rejects.toThrow(
      WebhookSignatureError,
    );
    await expect(gateway.parseWebhook(Buffer.from(delivery.body), {})).rejects.toThrow(
      WebhookSignatureError,
    );
    const otherSecret = new TestGateway(
      database.db,
      () => Promise.resolve('other'),
      () => now,
    );
    await expect(
      otherSecret.parseWebhook(Buffer.from(delivery.body), delivery.headers),
    ).rejects.toThrow(WebhookSignatureError);
  });
});
