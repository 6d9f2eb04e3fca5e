import {
  BILLING_MESSAGES,
  TEST_CARDS,
  type BillingOverview,
  type CheckoutResult,
  type Invoice,
  type ProrationPreview,
  type Subscription,
} from '@tonearm/shared/billing/billing.schemas';
import type { User } from '@tonearm/shared/users/users.schemas';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildUser, guestClient, loginAs, seededAdmin } from '../../test/factories';
import { expectMailQueuedOnly, loggedMailTo } from '../../test/outgoing-mail';
import { PLAYLIST_LIMIT_MESSAGE } from '../library/playlists.service';
import { type TestClient } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import {
  buildPlan,
  card,
  deliverWebhook,
  proPlanCheckout,
  enableTestGateway,
  subscribe,
  useTestGatewayPlan,
  type PlanFixture,
} from '../../test/fixtures/billing.fixtures';
import { storedValue } from '../../test/stored-rows';

type ErrorBody = { message: string; errors: Record<string, string[]> };

describe('billing: checkout, the billing area and webhooks', () => {
  const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  const plan = useTestGatewayPlan(t, {
    name: 'Pro',
    prices: [
      { amount: 120, interval: 'year' },
      { amount: 12, interval: 'month' },
    ],
  });
  beforeEach(async () => {
    await enableTestGateway(t);
  });

  async function listener(name = 'Listener') {
    const row = await buildUser(t, { name });
    return { row, client: await loginAs(t, row) };
  }

  async function countRows(userId: number) {
    const db = t.database.db;
    const subscriptions = await db
      .selectFrom('subscriptions')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
    const invoices = await db
      .selectFrom('invoices')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
    const customers = await db
      .selectFrom('billing_customers')
      .select('customer_id')
      .where('user_id', '=', userId)
      .execute();
    return {
      subscriptions: subscriptions.length,
      invoices: invoices.length,
      customers: customers.length,
    };
  }

  function checkout(client: TestClient, number: string, priceIndex = 0) {
    return checkoutOf(client, plan.productId, plan.priceIds[priceIndex], number);
  }

  /** A test-gateway checkout of any product and price, paid with `number`. */
  function checkoutOf(
    client: TestClient,
    productId: number,
    priceId: number | undefined,
    number: string = TEST_CARDS.success,
  ) {
    return client.post('/api/v1/billing/checkout', {
      product_id: productId,
      price_id: priceId,
      gateway: 'test',
      card: card(number),
    });
  }

  async function overview(client: TestClient): Promise<BillingOverview> {
    const response = await client.get('/api/v1/billing/subscription');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<BillingOverview>();
  }

  async function me(client: TestClient): Promise<User> {
    const response = await client.get('/api/v1/users/me');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ user: User }>().user;
  }

  describe('checkout', () => {
    it('charges the success card, answers succeeded and leaves a valid subscription with a paid invoice', async () => {
      const { row, client } = await listener();
      const response = await checkout(client, TEST_CARDS.success);
      expect(response.statusCode, response.body).toBe(200);
      const result = response.json<CheckoutResult>();
      expect(result.status).toBe('succeeded');
      if (result.status !== 'succeeded') return;
      expect(result.subscription).toMatchObject({
        user_id: row.id,
        product_id: plan.productId,
        price_id: plan.priceIds[0],
        gateway: 'test',
        status: 'active',
        valid: true,
        active: true,
        payment_method: { type: 'card', brand: 'visa', last4: '4242' },
      });
      expect(result.subscription.renews_at).not.toBeNull();
      const view = await overview(client);
      expect(view.subscription?.id).toBe(result.subscription.id);
      expect(view.invoices).toHaveLength(1);
      expect(view.invoices[0]).toMatchObject({ amount: 120, currency: 'USD', status: 'paid' });
      expect(await countRows(row.id)).toEqual({ subscriptions: 1, invoices: 1, customers: 1 });
    });

    it("refuses the declined card with the provider's message and creates nothing", async () => {
      const { row, client } = await listener();
      const response = await checkout(client, TEST_CARDS.declined);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json<ErrorBody>().message).toBe(BILLING_MESSAGES.declined);
      expect(await countRows(row.id)).toEqual({ subscriptions: 0, invoices: 0, customers: 0 });
      expect((await overview(client)).subscription).toBeNull();
    });

    it('asks to confirm the confirmation card, and subscribes once approved', async () => {
      const { row, client } = await listener();
      const response = await checkout(client, TEST_CARDS.requiresConfirmation);
      expect(response.statusCode, response.body).toBe(200);
      const result = response.json<CheckoutResult>();
      expect(result).toMatchObject({
        status: 'requires_action',
        message: BILLING_MESSAGES.requiresConfirmation,
      });
      if (result.status !== 'requires_action') return;
      expect((await countRows(row.id)).subscriptions).toBe(0);
      const confirmed = await client.post('/api/v1/billing/checkout/confirm', {
        confirmation_id: result.confirmation_id,
        approve: true,
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json<CheckoutResult>()).toMatchObject({
        status: 'succeeded',
        subscription: { valid: true, status: 'active' },
      });
      // Answered once: a replay is refused and makes no second subscription.
      const again = await client.post('/api/v1/billing/checkout/confirm', {
        confirmation_id: result.confirmation_id,
        approve: true,
      });
      expect(again.statusCode).toBe(422);
      expect(await countRows(row.id)).toMatchObject({ subscriptions: 1, invoices: 1 });
    });

    it("shows nobody else's subscription through their confirmation id", async () => {
      const owner = await listener('Confirm Owner');
      const stranger = await listener('Confirm Stranger');
      const result = (await checkout(owner.client, TEST_CARDS.requiresConfirmation)).json<{
        confirmation_id: string;
      }>();
      const stolen = await stranger.client.post('/api/v1/billing/checkout/confirm', {
        confirmation_id: result.confirmation_id,
        approve: true,
      });
      expect(stolen.statusCode).toBe(404);
      expect(await countRows(stranger.row.id)).toEqual({
        subscriptions: 0,
        invoices: 0,
        customers: 0,
      });
    });

    it('makes nothing when the confirmation is refused', async () => {
      const { row, client } = await listener();
      const result = (await checkout(client, TEST_CARDS.requiresConfirmation)).json<{
        confirmation_id: string;
      }>();
      const refused = await client.post('/api/v1/billing/checkout/confirm', {
        confirmation_id: result.confirmation_id,
        approve: false,
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json<ErrorBody>().message).toBe(BILLING_MESSAGES.declined);
      expect((await countRows(row.id)).subscriptions).toBe(0);
    });

    it('makes the provider customer once and uses it again for a later subscription', async () => {
      const { row, client } = await listener('Returning');
      const first = await subscribe(t, row.id, plan);
      await t.database.db
        .updateTable('subscriptions')
        .set({ status: 'expired', ends_at: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', first.id)
        .execute();
      const again = await checkout(client, TEST_CARDS.success);
      expect(again.statusCode, again.body).toBe(200);
      expect(await countRows(row.id)).toEqual({ subscriptions: 2, invoices: 2, customers: 1 });
      const customers = await t.database.db
        .selectFrom('test_gateway_subscriptions')
        .select('customer_id')
        .where('user_id', '=', row.id)
        .execute();
      expect(new Set(customers.map((customer) => customer.customer_id)).size).toBe(1);
      // The overview shows the valid one, the newest.
      expect((await overview(client)).subscription?.id).not.toBe(first.id);
    });

    it('refuses a user who already has a valid subscription', async () => {
      const { row, client } = await listener();
      await subscribe(t, row.id, plan);
      // Another price than the one bought (the same one, just now, answers the first result).
      const response = await checkout(client, TEST_CARDS.success, 1);
      expect(response.statusCode).toBe(422);
      expect(response.json<ErrorBody>().message).toBe(BILLING_MESSAGES.alreadySubscribed);
      expect((await countRows(row.id)).subscriptions).toBe(1);
    });

    it("refuses a price that is not the plan's, a free plan, and a gateway that is switched off", async () => {
      const { row, client } = await listener();
      const other = await buildPlan(t);
      const foreign = await checkoutOf(client, plan.productId, other.priceIds[0]);
      expect(foreign.statusCode).toBe(422);
      expect(foreign.json<ErrorBody>().errors.price_id).toEqual([BILLING_MESSAGES.unknownPrice]);

      const free = await buildPlan(t, { free: true, prices: [{ amount: 0 }] });
      const freeCheckout = await checkoutOf(client, free.productId, free.priceIds[0]);
      expect(freeCheckout.statusCode).toBe(422);
      expect(freeCheckout.json<ErrorBody>().errors.product_id).toEqual([BILLING_MESSAGES.freePlan]);

      await t.services.settings.update({ 'billing.test_gateway.enable': false });
      const off = await checkout(client, TEST_CARDS.success);
      expect(off.statusCode).toBe(422);
      expect(off.json<ErrorBody>().errors.gateway).toEqual([BILLING_MESSAGES.gatewayOff]);
      await t.services.settings.update({
        'billing.test_gateway.enable': true,
        'billing.enable': false,
      });
      expect((await checkout(client, TEST_CARDS.success)).statusCode).toBe(422);
      const stripe = await client.post('/api/v1/billing/checkout', {
        product_id: plan.productId,
        price_id: plan.priceIds[0],
        gateway: 'stripe',
      });
      expect(stripe.statusCode).toBe(422);
      expect(await countRows(row.id)).toEqual({ subscriptions: 0, invoices: 0, customers: 0 });
    });

    it('refuses an expired card and a missing card with field errors', async () => {
      const { client } = await listener();
      const expired = await client.post('/api/v1/billing/checkout', {
        product_id: plan.productId,
        price_id: plan.priceIds[0],
        gateway: 'test',
        card: { ...card(), expiry: '01/20' },
      });
      expect(expired.statusCode).toBe(422);
      expect(expired.json<ErrorBody>().errors['card.expiry']).toEqual([
        BILLING_MESSAGES.cardExpiry,
      ]);
      const missing = await client.post('/api/v1/billing/checkout', {
        product_id: plan.productId,
        price_id: plan.priceIds[0],
        gateway: 'test',
      });
      expect(missing.statusCode).toBe(422);
    });

    it('needs a login', async () => {
      const response = await checkout(guestClient(t), TEST_CARDS.success);
      expect(response.statusCode).toBe(401);
    });
  });

  describe('the billing area', () => {
    it('previews the prorated change, changes plan, cancels at the period end and renews', async () => {
      const { row, client } = await listener();
      const start = await subscribe(t, row.id, plan, 0);

      const preview = await client.post('/api/v1/billing/change-plan/preview', {
        price_id: plan.priceIds[1],
      });
      expect(preview.statusCode, preview.body).toBe(200);
      const quote = preview.json<{ preview: ProrationPreview }>().preview;
      // A whole unused year (120) is credited against a month (12): nothing is due now.
      expect(quote).toMatchObject({ amount_due: 0, credit: 12, currency: 'USD' });
      expect(quote.new_price).toMatchObject({ id: plan.priceIds[1], amount: 12 });

      const changed = await client.post('/api/v1/billing/change-plan', {
        price_id: plan.priceIds[1],
      });
      expect(changed.statusCode, changed.body).toBe(200);
      const subscription = changed.json<{ subscription: Subscription }>().subscription;
      expect(subscription).toMatchObject({
        id: start.id,
        price_id: plan.priceIds[1],
        status: 'active',
      });
      const same = await client.post('/api/v1/billing/change-plan', {
        price_id: plan.priceIds[1],
      });
      expect(same.statusCode).toBe(422);
      expect(same.json<ErrorBody>().errors.price_id).toEqual([BILLING_MESSAGES.samePlan]);

      const cancelled = await client.post('/api/v1/billing/cancel');
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      const ending = cancelled.json<{ subscription: Subscription }>().subscription;
      expect(ending).toMatchObject({
        status: 'cancelled',
        valid: true,
        active: false,
        on_grace_period: true,
        renews_at: null,
      });
      expect(ending.ends_at).toBe(subscription.renews_at);
      expect((await me(client)).subscriptions).toEqual([{ valid: true, active: false }]);

      const renewed = await client.post('/api/v1/billing/renew');
      expect(renewed.statusCode, renewed.body).toBe(200);
      expect(renewed.json<{ subscription: Subscription }>().subscription).toMatchObject({
        status: 'active',
        valid: true,
        active: true,
        ends_at: null,
      });
      const again = await client.post('/api/v1/billing/renew');
      expect(again.statusCode).toBe(422);
      expect(again.json<ErrorBody>().message).toBe(BILLING_MESSAGES.notCancelled);
    });

    it('refuses the subscribed actions to a user without a subscription', async () => {
      const { client } = await listener();
      for (const url of ['/api/v1/billing/cancel', '/api/v1/billing/renew']) {
        const response = await client.post(url);
        expect(response.statusCode, url).toBe(422);
        expect(response.json<ErrorBody>().message).toBe(BILLING_MESSAGES.notSubscribed);
      }
      const change = await client.post('/api/v1/billing/change-plan', {
        price_id: plan.priceIds[1],
      });
      expect(change.json<ErrorBody>().message).toBe(BILLING_MESSAGES.notSubscribed);
    });

    it('replaces the payment method, and keeps the old one when the new card is declined', async () => {
      const { row, client } = await listener();
      await subscribe(t, row.id, plan);
      const declined = await client.post('/api/v1/billing/payment-method', {
        gateway: 'test',
        card: card(TEST_CARDS.declined),
      });
      expect(declined.statusCode).toBe(422);
      expect((await overview(client)).subscription?.payment_method?.last4).toBe('4242');
      const replaced = await client.post('/api/v1/billing/payment-method', {
        gateway: 'test',
        card: { ...card('5555555555554444') },
      });
      expect(replaced.statusCode, replaced.body).toBe(200);
      expect(replaced.json<CheckoutResult>().status).toBe('succeeded');
      expect((await overview(client)).subscription?.payment_method).toMatchObject({
        brand: 'mastercard',
        last4: '4444',
      });
    });

    it("lists the user's invoices and shows one to its owner only (404 for anyone else)", async () => {
      const owner = await listener('Invoice Owner');
      const other = await listener('Someone Else');
      await subscribe(t, owner.row.id, plan);
      const list = await owner.client.get('/api/v1/billing/invoices');
      expect(list.statusCode).toBe(200);
      const invoices = list.json<{ pagination: { data: Invoice[]; total: number } }>().pagination;
      expect(invoices.total).toBe(1);
      const invoice = invoices.data[0]!;
      expect(invoice.number).toMatch(/^TA-\d{4}-\d{6}$/);

      const shown = await owner.client.get(`/api/v1/billing/invoices/${invoice.id}`);
      expect(shown.statusCode).toBe(200);
      expect(shown.json<{ seller: { site_name: string } }>().seller.site_name).toBeTruthy();
      expect((await other.client.get(`/api/v1/billing/invoices/${invoice.id}`)).statusCode).toBe(
        404,
      );
      const theirs = await other.client.get('/api/v1/billing/invoices');
      expect(theirs.json<{ pagination: { total: number } }>().pagination.total).toBe(0);
    });
  });

  describe('webhooks', () => {
    async function deliver(body: string, headers: Record<string, string>, gateway = 'test') {
      return deliverWebhook(t, gateway, body, headers);
    }

    /** A subscription at the test gateway whose events are not applied here yet. */
    async function providerSubscription(userId: number) {
      const gateway = t.services.testGateway;
      // Applied nowhere: the events are delivered by the test through the webhook route.
      gateway.useEventSink(() => Promise.resolve());
      try {
        const result = await gateway.startSubscription({
          ...(await proPlanCheckout(t, plan, userId, `test_price_${plan.priceIds[0]}`)),
          card: card(),
          returnUrl: 'http://localhost/done',
          cancelUrl: 'http://localhost/',
        });
        if (result.kind !== 'succeeded') throw new Error(result.kind);
        return result.subscription.id;
      } finally {
        gateway.useEventSink(async (event) => {
          await t.services.billing.applyEvent(event);
        });
      }
    }

    beforeAll(async () => {
      // The plan's prices are known to the test gateway by its ids (as a sync would save them).
      for (const priceId of plan.priceIds) {
        await t.database.db
          .updateTable('prices')
          .set({ gateway_ids: JSON.stringify({ test: `test_price_${priceId}` }) })
          .where('id', '=', priceId)
          .execute();
      }
    });

    it('applies a valid event once under 50 concurrent duplicate deliveries', async () => {
      const { row } = await listener('Webhook Once');
      const subscriptionId = await providerSubscription(row.id);
      const base = await t.services.testGateway.eventFor(
        'invoice.paid',
        subscriptionId,
        new Date(),
      );
      const event = {
        ...base,
        invoice: {
          gateway: 'test' as const,
          id: `test_in_once_${row.id}`,
          subscriptionId,
          amountMinor: 12000,
          currency: 'USD',
          status: 'paid' as const,
          periodStart: new Date(),
          periodEnd: new Date(Date.now() + 86_400_000),
          paidAt: new Date(),
        },
      };
      const delivery = await t.services.testGateway.signedDelivery(event);
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => deliver(delivery.body, delivery.headers)),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(50).fill(200));
      expect(await countRows(row.id)).toMatchObject({ subscriptions: 1, invoices: 1 });
      const events = await t.database.db
        .selectFrom('billing_events')
        .select('event_id')
        .where('event_id', '=', event.id)
        .execute();
      expect(events).toHaveLength(1);
    });

    it('ends consistent (cancelled) when the cancellation arrives before the creation', async () => {
      const { row } = await listener('Out Of Order');
      const subscriptionId = await providerSubscription(row.id);
      const gateway = t.services.testGateway;
      const created = await gateway.eventFor(
        'customer.subscription.created',
        subscriptionId,
        new Date(Date.now() - 60_000),
      );
      gateway.useEventSink(() => Promise.resolve());
      await gateway.cancel(subscriptionId, { immediately: false });
      gateway.useEventSink(async (event) => {
        await t.services.billing.applyEvent(event);
      });
      const cancelled = await gateway.eventFor(
        'customer.subscription.updated',
        subscriptionId,
        new Date(),
      );
      const first = await gateway.signedDelivery(cancelled);
      expect((await deliver(first.body, first.headers)).statusCode).toBe(200);
      const late = await gateway.signedDelivery(created);
      expect((await deliver(late.body, late.headers)).statusCode).toBe(200);
      const rowNow = await t.database.db
        .selectFrom('subscriptions')
        .selectAll()
        .where('gateway_id', '=', subscriptionId)
        .executeTakeFirstOrThrow();
      expect(rowNow.status).toBe('cancelled');
      expect(rowNow.ends_at).not.toBeNull();
    });

    it('ignores a stale event about a subscription that holds newer news', async () => {
      const { row } = await listener('Stale');
      await subscribe(t, row.id, plan);
      const current = await t.database.db
        .selectFrom('subscriptions')
        .selectAll()
        .where('user_id', '=', row.id)
        .executeTakeFirstOrThrow();
      const gateway = t.services.testGateway;
      const stale = await gateway.eventFor(
        'customer.subscription.updated',
        current.gateway_id!,
        new Date(Date.now() - 3_600_000),
      );
      const event = {
        ...stale,
        subscription: { ...stale.subscription!, status: 'past_due' as const },
      };
      const delivery = await gateway.signedDelivery(event);
      expect((await deliver(delivery.body, delivery.headers)).statusCode).toBe(200);
      const after = await t.database.db
        .selectFrom('subscriptions')
        .selectAll()
        .where('id', '=', current.id)
        .executeTakeFirstOrThrow();
      expect(after.status).toBe('active');
      expect(after.grace_ends_at).toBeNull();
      expect(await loggedMailTo(t, row.email)).toHaveLength(0);
    });

    it('refuses a forged, a stale and an unsigned delivery with 400 and applies nothing', async () => {
      const { row } = await listener('Forged');
      const subscriptionId = await providerSubscription(row.id);
      const event = await t.services.testGateway.eventFor(
        'customer.subscription.created',
        subscriptionId,
        new Date(),
      );
      const delivery = await t.services.testGateway.signedDelivery(event);
      const signature = delivery.headers['tonearm-test-signature']!;
      const forged = await deliver(delivery.body, {
        ...delivery.headers,
        'tonearm-test-signature': signature.replace(/v1=.*/, 'v1=forged-signature'),
      });
      const tampered = await deliver(
        JSON.stringify({ ...JSON.parse(delivery.body), id: 'test_evt_other' }),
        delivery.headers,
      );
      const old = await t.services.testGateway.signedDelivery(
        event,
        new Date(Date.now() - 10 * 60_000),
      );
      const stale = await deliver(old.body, old.headers);
      const unsigned = await deliver(delivery.body, { 'content-type': 'application/json' });
      for (const answer of [forged, tampered, stale, unsigned]) {
        expect(answer.statusCode, answer.body).toBe(400);
        expect(answer.json<{ message: string }>().message).toBe(BILLING_MESSAGES.badSignature);
      }
      expect((await countRows(row.id)).subscriptions).toBe(0);
    });

    it('answers 404 for an unknown gateway and for a gateway that is switched off', async () => {
      expect((await deliver('{}', { 'content-type': 'application/json' }, 'acme')).statusCode).toBe(
        404,
      );
      await t.services.settings.update({ 'billing.test_gateway.enable': false });
      const event = {
        gateway: 'test' as const,
        id: 'test_evt_off',
        type: 'ping',
        occurredAt: new Date(),
      };
      const delivery = await t.services.testGateway.signedDelivery(event);
      expect((await deliver(delivery.body, delivery.headers)).statusCode).toBe(404);
    });

    it('puts a failed renewal past due with a grace period, mails the user once, and ends access after it', async () => {
      await t.services.settings.update({ 'billing.grace_days': 3 });
      const { row, client } = await listener('Past Due');
      const started = await subscribe(t, row.id, plan);
      const gatewayId = (await storedValue(t, 'subscriptions', started.id, 'gateway_id'))!;
      const event = await t.services.testGateway.simulateFailedRenewal(gatewayId);
      await expectMailQueuedOnly(t, row.email);
      const view = (await overview(client)).subscription!;
      expect(view).toMatchObject({ status: 'past_due', valid: true });
      const grace = Date.parse(view.grace_ends_at!) - Date.now();
      expect(grace).toBeGreaterThan(3 * 86_400_000 - 60_000);
      expect(grace).toBeLessThanOrEqual(3 * 86_400_000);
      const mails = await loggedMailTo(t, row.email);
      expect(mails.map((mail) => mail.subject)).toEqual([BILLING_MESSAGES.renewalFailedSubject]);
      // The same event again (the provider retries its delivery): no second mail.
      const delivery = await t.services.testGateway.signedDelivery(event);
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/v1/billing/webhooks/test',
            payload: delivery.body,
            headers: delivery.headers,
          })
        ).statusCode,
      ).toBe(200);
      // The bell is told once too; the mail above stays the only mail.
      await t.services.jobs.drain();
      expect(await loggedMailTo(t, row.email)).toHaveLength(1);
      const notices = await t.database.db
        .selectFrom('notifications')
        .select(['type', 'data'])
        .where('user_id', '=', row.id)
        .execute();
      expect(notices.map((notice) => notice.type)).toEqual(['subscription.renewal_failed']);
      expect(notices[0]!.data).toContain('We could not renew your <b>');
      expect(
        await t.database.db
          .selectFrom('invoices')
          .select('status')
          .where('user_id', '=', row.id)
          .orderBy('id')
          .execute(),
      ).toEqual([{ status: 'paid' }, { status: 'failed' }]);

      // The grace period runs out: access ends and the expiry task writes it.
      await t.database.db
        .updateTable('subscriptions')
        .set({ grace_ends_at: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', started.id)
        .execute();
      expect((await overview(client)).subscription).toMatchObject({
        status: 'expired',
        valid: false,
      });
      expect(await t.services.billing.expireEnded()).toBeGreaterThanOrEqual(1);
      expect(await storedValue(t, 'subscriptions', started.id, 'status')).toBe('expired');
      expect((await me(client)).subscriptions).toEqual([{ valid: false, active: false }]);
    });

    it('a successful retry ends the past-due state and its grace period', async () => {
      const { row, client } = await listener('Recovered');
      const started = await subscribe(t, row.id, plan);
      const gatewayId = await storedValue(t, 'subscriptions', started.id, 'gateway_id');
      await t.services.testGateway.simulateFailedRenewal(gatewayId!);
      await t.services.testGateway.simulateRenewal(gatewayId!);
      expect((await overview(client)).subscription).toMatchObject({
        status: 'active',
        grace_ends_at: null,
        valid: true,
      });
    });
  });

  describe('what a plan gives', () => {
    let limited: PlanFixture;

    beforeAll(async () => {
      limited = await buildPlan(t, {
        name: 'Creator',
        permissions: [
          { name: 'music.create', restrictions: [{ name: 'tracks', value: 50 }] },
          { name: 'music.download' },
        ],
      });
    });

    async function permissionsOf(userId: number) {
      const user = await t.services.users.toClientUser((await t.services.users.findById(userId))!);
      return user.permissions;
    }

    it("gives the plan's permissions while the subscription is valid, and takes them away when it ends", async () => {
      const { row, client } = await listener('Planned');
      expect((await permissionsOf(row.id)).map((p) => p.name)).not.toContain('music.create');
      expect((await me(client)).subscriptions).toEqual([]);
      const subscription = await subscribe(t, row.id, limited);
      const held = await permissionsOf(row.id);
      expect(held.find((p) => p.name === 'music.create')).toEqual({
        name: 'music.create',
        restrictions: [{ name: 'tracks', value: 50 }],
      });
      expect((await me(client)).subscriptions).toEqual([{ valid: true, active: true }]);
      await t.database.db
        .updateTable('subscriptions')
        .set({ status: 'cancelled', ends_at: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', subscription.id)
        .execute();
      expect((await permissionsOf(row.id)).map((p) => p.name)).not.toContain('music.create');
      expect((await me(client)).subscriptions).toEqual([{ valid: false, active: false }]);
    });

    it("lifts a role's quota when the plan grants more (the most generous limit wins)", async () => {
      const row = await buildUser(t, {
        name: 'Quota',
        permissions: [{ name: 'music.create', restrictions: [{ name: 'tracks', value: 0 }] }],
      });
      const contextOf = async () => ({
        user: await t.services.users.toClientUser((await t.services.users.findById(row.id))!),
        guestRole: null,
      });
      await expect(t.services.music.assertCanAddTrack(await contextOf(), row.id)).rejects.toThrow();
      await subscribe(t, row.id, limited);
      await expect(
        t.services.music.assertCanAddTrack(await contextOf(), row.id),
      ).resolves.toBeUndefined();
    });

    it('enforces a playlist limit with a clear message, and a plan without a limit lifts it', async () => {
      const row = await buildUser(t, {
        name: 'Playlist Quota',
        roleNames: [],
        permissions: [{ name: 'music.view', restrictions: [{ name: 'playlists', value: 1 }] }],
      });
      const client = await loginAs(t, row);
      const create = (name: string) => client.post('/api/v1/playlists', { name });
      expect((await create('First')).statusCode).toBe(201);
      const over = await create('Second');
      expect(over.statusCode).toBe(403);
      expect(over.json<ErrorBody>().message).toBe(PLAYLIST_LIMIT_MESSAGE);
      const unlimited = await buildPlan(t, { permissions: [{ name: 'music.view' }] });
      await subscribe(t, row.id, unlimited);
      expect((await create('Second')).statusCode).toBe(201);
      // A default user (music.view without a limit) is not limited at all.
      const { client: plain } = await listener('Unlimited Lists');
      for (const name of ['A', 'B', 'C'])
        expect((await plain.post('/api/v1/playlists', { name })).statusCode).toBe(201);
    });

    it('lets a plan grant downloads to a user whose role has none', async () => {
      await t.services.settings.update({ 'player.enable_download': true });
      const row = await buildUser(t, {
        name: 'No Downloads',
        roleNames: [],
        permissions: [{ name: 'music.view' }],
      });
      const client = await loginAs(t, row);
      const before = await client.get('/api/v1/tracks/999999/download');
      expect(before.statusCode).toBe(403);
      await subscribe(t, row.id, limited);
      // Now the permission passes; the track does not exist.
      const after = await client.get('/api/v1/tracks/999999/download');
      expect(after.statusCode).toBe(404);
    });

    it('filters the admin users list by subscribed with the real rule', async () => {
      const subscribed = await listener('Filter Subscribed');
      const not = await listener('Filter Not');
      await subscribe(t, subscribed.row.id, plan);
      const admin = await seededAdmin(t);
      const adminClient = await loginAs(t, admin);
      const names = async (value: string) => {
        const response = await adminClient.get(
          `/api/v1/users?subscribed=${value}&query=Filter&perPage=50`,
        );
        expect(response.statusCode, response.body).toBe(200);
        return response
          .json<{ pagination: { data: { name: string }[] } }>()
          .pagination.data.map((user) => user.name);
      };
      expect(await names('true')).toEqual(['Filter Subscribed']);
      expect(await names('false')).toEqual([not.row.name]);
    });
  });
});
