import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvents } from '../src/lib/domain-events';
import { buildTestApp, devSignIn, type TestApp } from './build-app';
import { databaseKinds } from './databases';
import {
  RAZORPAY_KEY_ID,
  RAZORPAY_KEY_SECRET,
  RAZORPAY_WEBHOOK_SECRET,
  type RazorpayTestServer,
  startRazorpayTestServer,
} from './razorpay-test-server';

const sign = (body: string, secret = RAZORPAY_WEBHOOK_SECRET) => createHmac('sha256', secret).update(body).digest('hex');

function paymentEvent(
  event: string,
  payment: { order_id: string; amount?: number; currency?: string; status?: string; id?: string },
  extra: Record<string, unknown> = {},
  createdAt = Math.floor(Date.now() / 1000),
) {
  return {
    entity: 'event',
    account_id: 'acc_TEST',
    event,
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          id: payment.id ?? `pay_${randomUUID().replace(/-/g, '').slice(0, 14)}`,
          entity: 'payment',
          amount: payment.amount ?? 99_900,
          currency: payment.currency ?? 'INR',
          status: payment.status ?? 'captured',
          order_id: payment.order_id,
          method: 'upi',
        },
      },
      ...extra,
    },
    created_at: createdAt,
  };
}

/** A new CV review of the signed-in user, waiting for payment: what a cv-review order pays for. */
async function cvReviewOf(app: TestApp['app'], cookie: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/cv-reviews',
    headers: { cookie },
    payload: { targetRole: 'Backend engineer', notes: '' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().review.id;
}

describe.each(databaseKinds)('payments with Razorpay (%s)', (kind) => {
  let razorpay: RazorpayTestServer;
  let t: TestApp;
  let learner: { cookie: string };
  let other: { cookie: string };
  const granted: DomainEvents['payment.succeeded'][] = [];
  const activated: DomainEvents['subscription.activated'][] = [];

  beforeAll(async () => {
    razorpay = await startRazorpayTestServer();
    t = await buildTestApp(kind, {
      RAZORPAY_KEY_ID,
      RAZORPAY_KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET,
      RAZORPAY_API_BASE: razorpay.url,
      ADMIN_EMAILS: 'Admin@Example.com',
      PAYMENT_ORDER_RATE_LIMIT_PER_MINUTE: '100',
    });
    t.app.events.on('payment.succeeded', (event) => {
      granted.push(event);
    });
    t.app.events.on('subscription.activated', (event) => {
      activated.push(event);
    });
    learner = await devSignIn(t.app, 'Asha Rao', 'asha@example.com');
    other = await devSignIn(t.app, 'Ravi Kumar', 'ravi@example.com');
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await razorpay?.close();
  });

  const createOrder = async (method: string, cookie = learner.cookie) => {
    const reference = await cvReviewOf(t.app, cookie);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/orders',
      headers: { cookie },
      payload: { product: 'cv-review', method, reference },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const providerRefOf = async (orderId: string) => {
    const { paymentOrders } = await import('../src/modules/payments/tables');
    const { eq } = await import('drizzle-orm');
    const [row] = await t.database.db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId));
    if (!row?.providerRef) throw new Error('order has no provider reference');
    return row.providerRef;
  };
  const orderStatus = async (orderId: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/payments/orders/${orderId}`, headers: { cookie: learner.cookie } })).json()
      .order.status;

  const deliver = (body: object | string, options: { path?: string; eventId?: string; signature?: string } = {}) => {
    const raw = typeof body === 'string' ? body : JSON.stringify(body);
    return t.app.inject({
      method: 'POST',
      url: options.path ?? '/api/webhooks/payment-success',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': options.signature ?? sign(raw),
        'x-razorpay-event-id': options.eventId ?? `evt_${randomUUID().slice(0, 14)}`,
      },
      payload: raw,
    });
  };

  it('creates a Checkout order at Razorpay with our price, Basic auth and our order id as the receipt', async () => {
    const { order, checkout } = await createOrder('checkout');
    expect(order).toMatchObject({
      product: 'cv-review',
      amountPaise: 99_900,
      currency: 'INR',
      status: 'created',
      provider: 'razorpay',
    });
    const sent = razorpay.requests.at(-1);
    expect(sent?.path).toBe('/v1/orders');
    expect(razorpay.bodyOf(sent!)).toMatchObject({ amount: 99_900, currency: 'INR', notes: { ck_order_id: order.id } });
    expect(checkout).toMatchObject({ kind: 'razorpay-checkout', keyId: RAZORPAY_KEY_ID, amountPaise: 99_900 });
    expect(checkout.providerOrderId).toBe(await providerRefOf(order.id));
    expect(JSON.stringify(checkout)).not.toContain(RAZORPAY_KEY_SECRET);
  });

  it('creates Payment Links and single-use UPI QR codes', async () => {
    const link = await createOrder('payment-link');
    expect(link.checkout.kind).toBe('redirect');
    expect(razorpay.bodyOf(razorpay.requests.at(-1)!)).toMatchObject({
      amount: 99_900,
      reference_id: link.order.id,
      callback_url: expect.stringContaining(`/pricing?order=${link.order.id}`),
    });
    const qr = await createOrder('upi-qr');
    expect(qr.checkout.kind).toBe('upi-qr');
    expect(razorpay.bodyOf(razorpay.requests.at(-1)!)).toMatchObject({
      type: 'upi_qr',
      usage: 'single_use',
      fixed_amount: true,
      payment_amount: 99_900,
    });
  });

  it('accepts a validly signed payment once; a replay of the same event id changes nothing', async () => {
    const { order } = await createOrder('checkout');
    const event = paymentEvent('payment.captured', { order_id: await providerRefOf(order.id) });
    const before = granted.length;
    const first = await deliver(event, { eventId: 'evt_once_001' });
    expect(first.json()).toEqual({ success: true, result: 'processed' });
    expect(await orderStatus(order.id)).toBe('paid');
    expect(granted.slice(before)).toEqual([
      { orderId: order.id, userId: expect.any(String), product: 'cv-review', reference: order.reference },
    ]);

    const replay = await deliver(event, { eventId: 'evt_once_001' });
    expect(replay.json()).toEqual({ success: true, result: 'duplicate' });
    // A different event id for the same payment is acknowledged, but the order is only paid once.
    const again = await deliver(event, { eventId: 'evt_once_002' });
    expect(again.json().result).toBe('ignored');
    expect(granted.length).toBe(before + 1);
  });

  it('handles concurrent deliveries of one event exactly once', async () => {
    const { order } = await createOrder('checkout');
    const event = paymentEvent('order.paid', { order_id: await providerRefOf(order.id) });
    const before = granted.length;
    const results = await Promise.all(Array.from({ length: 5 }, () => deliver(event, { eventId: 'evt_parallel_1' })));
    expect(results.map((r) => r.json().result).sort()).toEqual(['duplicate', 'duplicate', 'duplicate', 'duplicate', 'processed']);
    expect(granted.length).toBe(before + 1);
  });

  it('refuses tampered bodies, missing or wrong signatures and stale events', async () => {
    const { order } = await createOrder('checkout');
    const event = paymentEvent('payment.captured', { order_id: await providerRefOf(order.id) });
    const raw = JSON.stringify(event);
    const tampered = raw.replace('"amount":99900', '"amount":100');
    expect((await deliver(tampered, { signature: sign(raw) })).statusCode).toBe(401);
    expect((await deliver(raw, { signature: sign(raw, 'someone-elses-secret') })).statusCode).toBe(401);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/payment-success',
      headers: { 'content-type': 'application/json', 'x-razorpay-event-id': 'evt_unsigned' },
      payload: raw,
    });
    expect(unsigned.statusCode).toBe(401);
    // Re-serialising the same JSON (other spacing) breaks the signature: it covers the raw bytes.
    expect((await deliver(JSON.stringify(event, null, 2), { signature: sign(raw) })).statusCode).toBe(401);
    const stale = paymentEvent(
      'payment.captured',
      { order_id: await providerRefOf(order.id) },
      {},
      Math.floor(Date.now() / 1000) - 2 * 86_400,
    );
    expect((await deliver(stale)).statusCode).toBe(400);
    expect((await deliver(raw, { eventId: '' })).statusCode).toBe(400);
    expect(await orderStatus(order.id)).toBe('created');
  });

  it('acknowledges but ignores wrong amounts, wrong currencies, unknown orders and unknown events', async () => {
    const { order } = await createOrder('checkout');
    const ref = await providerRefOf(order.id);
    const before = granted.length;
    expect((await deliver(paymentEvent('payment.captured', { order_id: ref, amount: 100 }))).json().result).toBe('ignored');
    expect((await deliver(paymentEvent('payment.captured', { order_id: ref, currency: 'USD' }))).json().result).toBe('ignored');
    expect((await deliver(paymentEvent('payment.captured', { order_id: 'order_NotOurs123' }))).json().result).toBe('ignored');
    expect(
      (await deliver(paymentEvent('refund.processed', { order_id: ref }), { path: '/api/webhooks/razorpay' })).json(),
    ).toEqual({
      success: true,
      result: 'ignored',
    });
    // An event sent to another event's path is acknowledged and not applied.
    expect(
      (await deliver(paymentEvent('payment.captured', { order_id: ref }), { path: '/api/webhooks/payment-failed' })).json()
        .result,
    ).toBe('ignored');
    expect(await orderStatus(order.id)).toBe('created');
    expect(granted.length).toBe(before);
  });

  it('marks failed payments, and a later verified payment on the same order still pays it', async () => {
    const { order } = await createOrder('checkout');
    const ref = await providerRefOf(order.id);
    const failed = await deliver(paymentEvent('payment.failed', { order_id: ref, status: 'failed' }), {
      path: '/api/webhooks/payment-failed',
    });
    expect(failed.json().result).toBe('processed');
    expect(await orderStatus(order.id)).toBe('failed');
    await deliver(paymentEvent('payment.captured', { order_id: ref }), { path: '/api/webhooks/razorpay' });
    expect(await orderStatus(order.id)).toBe('paid');
  });

  it('pays Payment Link and UPI QR orders by their own ids', async () => {
    const link = await createOrder('payment-link');
    const linkRef = await providerRefOf(link.order.id);
    const linkEvent = paymentEvent(
      'payment_link.paid',
      { order_id: 'order_MadeByRazorpay1' },
      {
        payment_link: { entity: { id: linkRef, amount: 99_900, currency: 'INR', status: 'paid' } },
        order: { entity: { id: 'order_MadeByRazorpay1', amount: 99_900, currency: 'INR' } },
      },
    );
    expect((await deliver(linkEvent)).json().result).toBe('processed');
    expect(await orderStatus(link.order.id)).toBe('paid');

    const qr = await createOrder('upi-qr');
    const qrEvent = paymentEvent(
      'qr_code.credited',
      { order_id: '' },
      {
        qr_code: { entity: { id: await providerRefOf(qr.order.id) } },
      },
    );
    expect((await deliver(qrEvent)).json().result).toBe('processed');
    expect(await orderStatus(qr.order.id)).toBe('paid');
  });

  it('confirms Checkout only with a valid signature and a captured payment of our amount', async () => {
    const { order } = await createOrder('checkout');
    const ref = await providerRefOf(order.id);
    const paymentId = 'pay_CheckoutOk0001';
    const signature = createHmac('sha256', RAZORPAY_KEY_SECRET).update(`${ref}|${paymentId}`).digest('hex');
    const confirm = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/payments/orders/${order.id}/confirm`,
        headers: { cookie: learner.cookie },
        payload: body,
      });

    razorpay.payments.set(paymentId, { id: paymentId, order_id: ref, amount: 100, currency: 'INR', status: 'captured' });
    expect((await confirm({ razorpayPaymentId: paymentId, razorpayOrderId: ref, razorpaySignature: signature })).statusCode).toBe(
      400,
    );
    expect(
      (await confirm({ razorpayPaymentId: paymentId, razorpayOrderId: ref, razorpaySignature: 'a'.repeat(64) })).statusCode,
    ).toBe(400);
    expect(await orderStatus(order.id)).toBe('created');

    razorpay.payments.set(paymentId, { id: paymentId, order_id: ref, amount: 99_900, currency: 'INR', status: 'captured' });
    const ok = await confirm({ razorpayPaymentId: paymentId, razorpayOrderId: ref, razorpaySignature: signature });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().order.status).toBe('paid');
  });

  it('creates a plan once and a subscription per tier; subscription-created activates the tier', async () => {
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/payments/subscriptions',
      headers: { cookie: other.cookie },
      payload: { tier: 'premium' },
    });
    expect(create.statusCode, create.body).toBe(200);
    const plan = razorpay.requests.find((r) => r.path === '/v1/plans');
    expect(razorpay.bodyOf(plan!)).toMatchObject({ period: 'monthly', interval: 1, item: { amount: 99_900, currency: 'INR' } });
    const subRequest = razorpay.requests.at(-1)!;
    expect(subRequest.path).toBe('/v1/subscriptions');
    const { plan_id: planId } = razorpay.bodyOf(subRequest) as { plan_id: string };

    const { paymentSubscriptions } = await import('../src/modules/payments/tables');
    const { eq } = await import('drizzle-orm');
    const [row] = await t.database.db
      .select()
      .from(paymentSubscriptions)
      .where(eq(paymentSubscriptions.id, create.json().subscription.id));
    const end = Math.floor(Date.now() / 1000) + 30 * 86_400;
    const activation = (plan: string) => ({
      entity: 'event',
      event: 'subscription.activated',
      contains: ['subscription'],
      payload: { subscription: { entity: { id: row?.providerRef, plan_id: plan, status: 'active', current_end: end } } },
      created_at: Math.floor(Date.now() / 1000),
    });
    const me = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/payments/me', headers: { cookie: other.cookie } })).json();
    expect((await me()).subscription).toBeNull();

    const wrongPlan = await deliver(activation('plan_SomeoneElse1'), { path: '/api/webhooks/subscription-created' });
    expect(wrongPlan.json().result).toBe('ignored');
    expect((await me()).subscription).toBeNull();

    const ok = await deliver(activation(planId), { path: '/api/webhooks/subscription-created' });
    expect(ok.json().result).toBe('processed');
    expect((await me()).subscription).toMatchObject({ tier: 'premium', status: 'active' });
    expect(activated).toEqual([{ subscriptionId: row?.id, userId: row?.userId, tier: 'premium' }]);

    // A second tier is refused while one is active; another subscription reuses the stored plan.
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/payments/subscriptions',
      headers: { cookie: other.cookie },
      payload: { tier: 'basic' },
    });
    expect(second.statusCode).toBe(409);
    await t.app.inject({
      method: 'POST',
      url: '/api/payments/subscriptions',
      headers: { cookie: learner.cookie },
      payload: { tier: 'premium' },
    });
    expect(razorpay.requests.filter((r) => r.path === '/v1/plans')).toHaveLength(1);

    // Cancelling tells Razorpay to stop at the cycle's end; the plan stays until then and cannot be taken back.
    const cancel = await t.app.inject({
      method: 'POST',
      url: '/api/payments/subscription/cancel',
      headers: { cookie: other.cookie },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().subscription).toMatchObject({
      tier: 'premium',
      status: 'active',
      cancelAtPeriodEnd: true,
      resumable: false,
    });
    const cancelCall = razorpay.requests.find((r) => r.path === `/v1/subscriptions/${row?.providerRef}/cancel`);
    expect(cancelCall && razorpay.bodyOf(cancelCall)).toEqual({ cancel_at_cycle_end: 1 });
    expect((await me()).subscription).toMatchObject({ tier: 'premium', cancelAtPeriodEnd: true });
    const resume = await t.app.inject({
      method: 'POST',
      url: '/api/payments/subscription/resume',
      headers: { cookie: other.cookie },
    });
    expect(resume.statusCode).toBe(409);
    expect(resume.json().message).toMatch(/cannot be taken back/);
  });

  it('applies a signed payment whose body holds U+0000, storing the payload with the NUL escaped', async () => {
    const { order } = await createOrder('checkout');
    const event = paymentEvent('payment.captured', { order_id: await providerRefOf(order.id) }, { notes: { memo: 'a\u0000b' } });
    const raw = JSON.stringify(event);
    expect(raw).toContain('\\u0000');
    const response = await deliver(raw, { eventId: 'evt_nul_0001' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().result).toBe('processed');
    expect(await orderStatus(order.id)).toBe('paid');
    const { paymentWebhookEvents } = await import('../src/modules/payments/tables');
    const { eq } = await import('drizzle-orm');
    const [stored] = await t.database.db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.eventId, 'evt_nul_0001'));
    expect(JSON.stringify(stored?.payload)).toContain('a\u2400b');
  });

  it('never moves a paid period end backwards: a late subscription.charged is ignored', async () => {
    const subscriber = await devSignIn(t.app, 'Meera Iyer', 'meera@example.com');
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/payments/subscriptions',
      headers: { cookie: subscriber.cookie },
      payload: { tier: 'premium' },
    });
    expect(create.statusCode, create.body).toBe(200);
    const { paymentSubscriptions } = await import('../src/modules/payments/tables');
    const { eq } = await import('drizzle-orm');
    const [row] = await t.database.db
      .select()
      .from(paymentSubscriptions)
      .where(eq(paymentSubscriptions.id, create.json().subscription.id));
    const { plan_id: planId } = razorpay.bodyOf(razorpay.requests.at(-1)!) as { plan_id: string };
    const at = (iso: string) => Math.floor(Date.parse(iso) / 1000);
    const subscriptionEntity = (currentEnd: number) => ({
      entity: { id: row?.providerRef, plan_id: planId, status: 'active', current_end: currentEnd },
    });
    const nowSeconds = Math.floor(Date.now() / 1000);
    const activation = await deliver(
      {
        entity: 'event',
        event: 'subscription.activated',
        contains: ['subscription'],
        payload: { subscription: subscriptionEntity(at('2026-12-08T00:00:00Z')) },
        created_at: nowSeconds - 600,
      },
      { path: '/api/webhooks/subscription-created' },
    );
    expect(activation.json().result).toBe('processed');
    const charge = (currentEnd: string, createdAt: number) =>
      deliver(
        paymentEvent(
          'subscription.charged',
          { order_id: 'order_sub', amount: 99_900 },
          { subscription: subscriptionEntity(at(currentEnd)) },
          createdAt,
        ),
      );
    const periodEnd = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/payments/me', headers: { cookie: subscriber.cookie } })).json().subscription
        .currentPeriodEnd;

    expect((await charge('2027-01-27T00:00:00Z', nowSeconds - 60)).json().result).toBe('processed');
    expect(await periodEnd()).toBe('2027-01-27T00:00:00.000Z');
    // The first month's charge, delivered late: older than the charge already applied.
    expect((await charge('2026-12-08T00:00:00Z', nowSeconds - 300)).json().result).toBe('ignored');
    expect(await periodEnd()).toBe('2027-01-27T00:00:00.000Z');
    // A newer event naming an earlier end does not shorten the period either.
    expect((await charge('2026-12-20T00:00:00Z', nowSeconds - 30)).json().result).toBe('ignored');
    expect(await periodEnd()).toBe('2027-01-27T00:00:00.000Z');
    expect((await charge('2027-02-27T00:00:00Z', nowSeconds - 10)).json().result).toBe('processed');
    expect(await periodEnd()).toBe('2027-02-27T00:00:00.000Z');
  });

  it("keeps orders private: another learner's order answers 404; guests 401", async () => {
    const { order } = await createOrder('checkout');
    const peek = await t.app.inject({
      method: 'GET',
      url: `/api/payments/orders/${order.id}`,
      headers: { cookie: other.cookie },
    });
    expect(peek.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/payments/orders/${order.id}` })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/payments/orders', payload: { product: 'cv-review', method: 'checkout' } }))
        .statusCode,
    ).toBe(401);
    // The test provider's desk does not exist when Razorpay is configured.
    const desk = await t.app.inject({
      method: 'POST',
      url: `/api/payments/test-provider/orders/${order.id}`,
      headers: { cookie: learner.cookie },
      payload: { outcome: 'success' },
    });
    expect(desk.statusCode).toBe(404);
  });

  it('answers 502 with nothing charged when Razorpay refuses the keys', async () => {
    const broken = await buildTestApp(kind, {
      RAZORPAY_KEY_ID,
      RAZORPAY_KEY_SECRET: 'wrong-secret',
      RAZORPAY_WEBHOOK_SECRET,
      RAZORPAY_API_BASE: razorpay.url,
    });
    try {
      const user = await devSignIn(broken.app);
      const response = await broken.app.inject({
        method: 'POST',
        url: '/api/payments/orders',
        headers: { cookie: user.cookie },
        payload: { product: 'cv-review', method: 'checkout', reference: await cvReviewOf(broken.app, user.cookie) },
      });
      expect(response.statusCode).toBe(502);
      expect(response.json().message).toMatch(/Nothing was charged/);
    } finally {
      await broken.close();
    }
  }, 180_000);
});

describe('the local test provider, flags and roles', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite', { ADMIN_EMAILS: 'admin@example.com', REVIEWER_EMAILS: 'rev@example.com' });
  }, 180_000);
  afterAll(async () => t?.close());

  it('walks a purchase without Razorpay keys through a signed webhook', async () => {
    const user = await devSignIn(t.app);
    const config = await t.app.inject({ method: 'GET', url: '/api/services/config', headers: { cookie: user.cookie } });
    expect(config.json()).toMatchObject({ paymentProvider: 'test', roles: [], features: { payments: true, cvReview: true } });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/payments/orders',
      headers: { cookie: user.cookie },
      payload: { product: 'cv-review', method: 'checkout', reference: await cvReviewOf(t.app, user.cookie) },
    });
    expect(created.json().checkout).toEqual({ kind: 'test' });
    const id = created.json().order.id;
    const failed = await t.app.inject({
      method: 'POST',
      url: `/api/payments/test-provider/orders/${id}`,
      headers: { cookie: user.cookie },
      payload: { outcome: 'failure' },
    });
    expect(failed.json().order.status).toBe('failed');
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/payments/test-provider/orders/${id}`,
      headers: { cookie: user.cookie },
      payload: { outcome: 'success' },
    });
    expect(paid.json().order.status).toBe('paid');
    // Its webhook secret is random per process: an outsider cannot forge a test payment.
    const forged = JSON.stringify(paymentEvent('payment.captured', { order_id: 'test_order_x' }));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/payment-success',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': sign(forged), 'x-razorpay-event-id': 'evt_forged' },
      payload: forged,
    });
    expect(response.statusCode).toBe(401);
  });

  it("creates an order only for the payer's own item awaiting payment (404 otherwise, 409 once paid)", async () => {
    const payer = await devSignIn(t.app, 'Payer', 'payer@example.com');
    const stranger = await devSignIn(t.app, 'Stranger', 'stranger@example.com');
    const order = (cookie: string, product: string, reference?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/orders',
        headers: { cookie },
        payload: { product, method: 'checkout', ...(reference ? { reference } : {}) },
      });
    const theirs = await cvReviewOf(t.app, stranger.cookie);
    const mine = await cvReviewOf(t.app, payer.cookie);
    expect((await order(payer.cookie, 'cv-review', theirs)).statusCode).toBe(404);
    expect((await order(payer.cookie, 'cv-review', randomUUID())).statusCode).toBe(404);
    expect((await order(payer.cookie, 'cv-review')).statusCode).toBe(404);
    // A review is not a mentorship booking.
    expect((await order(payer.cookie, 'mentorship-session', mine)).statusCode).toBe(404);

    const first = await order(payer.cookie, 'cv-review', mine);
    expect(first.statusCode, first.body).toBe(200);
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/payments/test-provider/orders/${first.json().order.id}`,
      headers: { cookie: payer.cookie },
      payload: { outcome: 'success' },
    });
    expect(paid.json().order.status).toBe('paid');
    const again = await order(payer.cookie, 'cv-review', mine);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CONFLICT');
    const mineListed = await t.app.inject({ method: 'GET', url: '/api/payments/me', headers: { cookie: payer.cookie } });
    expect(mineListed.json().orders).toHaveLength(1);
  });

  it('cancels a plan at the period end and resumes it before then (test provider)', async () => {
    const payer = await devSignIn(t.app, 'Plan Holder', 'plan-holder@example.com');
    const call = (url: string, cookie?: string) => t.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {} });
    expect((await call('/api/payments/subscription/cancel')).statusCode).toBe(401);
    const none = await call('/api/payments/subscription/cancel', payer.cookie);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('You have no plan to cancel.');

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/payments/subscriptions',
      headers: { cookie: payer.cookie },
      payload: { tier: 'basic' },
    });
    const id = created.json().subscription.id;
    await call(`/api/payments/test-provider/subscriptions/${id}`, payer.cookie);
    const me = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/payments/me', headers: { cookie: payer.cookie } })).json().subscription;
    const before = await me();
    expect(before).toMatchObject({ id, status: 'active', cancelAtPeriodEnd: false, resumable: false });

    const cancelled = await call('/api/payments/subscription/cancel', payer.cookie);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().subscription).toMatchObject({ id, cancelAtPeriodEnd: true, resumable: true });
    // The plan stays, to the same end, and cancelling twice changes nothing.
    expect(await me()).toMatchObject({
      id,
      status: 'active',
      currentPeriodEnd: before.currentPeriodEnd,
      cancelAtPeriodEnd: true,
    });
    expect((await call('/api/payments/subscription/cancel', payer.cookie)).json().subscription.cancelAtPeriodEnd).toBe(true);

    const resumed = await call('/api/payments/subscription/resume', payer.cookie);
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json().subscription).toMatchObject({ id, cancelAtPeriodEnd: false, resumable: false });
    expect(await me()).toMatchObject({ cancelAtPeriodEnd: false });
  });

  it('gives roles from configuration, case-insensitively; admins hold every role', async () => {
    const admin = await devSignIn(t.app, 'Admin', 'ADMIN@example.com');
    const reviewer = await devSignIn(t.app, 'Reviewer', 'rev@example.com');
    const roles = async (cookie: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/services/config', headers: { cookie } })).json().roles;
    expect(await roles(admin.cookie)).toEqual(['admin', 'mentor', 'reviewer']);
    expect(await roles(reviewer.cookie)).toEqual(['reviewer']);
    expect((await t.app.inject({ method: 'GET', url: '/api/services/config' })).json().roles).toEqual([]);
  });

  it('answers 404 for the payments API and webhooks when FEATURE_PAYMENTS is off', async () => {
    const off = await buildTestApp('pglite', { FEATURE_PAYMENTS: 'false', FEATURE_CV_REVIEW: '0' });
    try {
      const user = await devSignIn(off.app);
      expect(
        (await off.app.inject({ method: 'GET', url: '/api/payments/me', headers: { cookie: user.cookie } })).statusCode,
      ).toBe(404);
      expect((await off.app.inject({ method: 'POST', url: '/api/webhooks/payment-success', payload: {} })).statusCode).toBe(404);
      const config = (await off.app.inject({ method: 'GET', url: '/api/services/config' })).json();
      expect(config).toMatchObject({
        features: { payments: false, cvReview: false, mentorship: true, supportTickets: true, videos: false },
        paymentProvider: null,
      });
    } finally {
      await off.close();
    }
  }, 180_000);

  it('refuses the test provider in production and half-configured Razorpay keys', async () => {
    const { loadConfig } = await import('../src/config');
    expect(loadConfig({ NODE_ENV: 'production' }).payments.testProviderAllowed).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS_ALLOW_TEST_PROVIDER: 'true' }).payments.testProviderAllowed).toBe(true);
    expect(() => loadConfig({ RAZORPAY_KEY_ID })).toThrow(/must be set together/);
    expect(() => loadConfig({ ADMIN_EMAILS: 'not-an-email' })).toThrow(/ADMIN_EMAILS/);
  });
});
