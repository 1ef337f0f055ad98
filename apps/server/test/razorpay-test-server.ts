import { randomBytes } from 'node:crypto';
import { json, type RecordedRequest, type ReplayServer, startReplayServer } from './replay-server';

export const RAZORPAY_KEY_ID = 'rzp_test_CodingKaro01';
export const RAZORPAY_KEY_SECRET = 'key-secret-never-logged-0123456789';
export const RAZORPAY_WEBHOOK_SECRET = 'webhook-secret-0123456789abcdef';

const id = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex')}`;
const unauthorized = json({ error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed', source: 'NA' } }, 401);

/** Payments the stand-in reports for GET /v1/payments/:id; tests add them. */
export interface StandInPayment {
  id: string;
  order_id: string;
  amount: number;
  currency: string;
  status: string;
}

export interface RazorpayTestServer extends ReplayServer {
  payments: Map<string, StandInPayment>;
  bodyOf(request: RecordedRequest): Record<string, unknown>;
}

/**
 * A local stand-in for Razorpay's REST API, answering in its documented shapes: orders, payment
 * links, UPI QR codes, plans, subscriptions and payment lookups, behind HTTP Basic auth.
 */
export async function startRazorpayTestServer(): Promise<RazorpayTestServer> {
  const payments = new Map<string, StandInPayment>();
  const expectedAuth = `Basic ${Buffer.from(`${RAZORPAY_KEY_ID}:${RAZORPAY_KEY_SECRET}`).toString('base64')}`;
  const now = () => Math.floor(Date.now() / 1000);
  const server = await startReplayServer((request) => {
    if (request.headers.authorization !== expectedAuth) return unauthorized;
    const body = request.body ? (JSON.parse(request.body) as Record<string, unknown>) : {};
    if (request.method === 'POST' && request.path === '/v1/orders') {
      return json({
        id: id('order'),
        entity: 'order',
        amount: body.amount,
        amount_paid: 0,
        amount_due: body.amount,
        currency: body.currency,
        receipt: body.receipt,
        status: 'created',
        attempts: 0,
        notes: body.notes,
        created_at: now(),
      });
    }
    if (request.method === 'POST' && request.path === '/v1/payment_links') {
      const linkId = id('plink');
      return json({
        id: linkId,
        amount: body.amount,
        currency: body.currency,
        reference_id: body.reference_id,
        short_url: `https://rzp.io/i/${linkId.slice(6, 14)}`,
        status: 'created',
        notes: body.notes,
        created_at: now(),
      });
    }
    if (request.method === 'POST' && request.path === '/v1/payments/qr_codes') {
      const qrId = id('qr');
      return json({
        id: qrId,
        entity: 'qr_code',
        type: 'upi_qr',
        usage: 'single_use',
        fixed_amount: true,
        payment_amount: body.payment_amount,
        image_url: `https://rzp.io/i/${qrId.slice(3, 11)}`,
        status: 'active',
        close_by: body.close_by,
        created_at: now(),
      });
    }
    if (request.method === 'POST' && request.path === '/v1/plans') {
      return json({ id: id('plan'), entity: 'plan', interval: 1, period: 'monthly', item: body.item, created_at: now() });
    }
    if (request.method === 'POST' && request.path === '/v1/subscriptions') {
      const subId = id('sub');
      return json({
        id: subId,
        entity: 'subscription',
        plan_id: body.plan_id,
        status: 'created',
        total_count: body.total_count,
        short_url: `https://rzp.io/i/${subId.slice(4, 12)}`,
        notes: body.notes,
      });
    }
    const cancel = request.method === 'POST' && request.path.match(/^\/v1\/subscriptions\/(sub_\w+)\/cancel$/);
    if (cancel) {
      return json({ id: cancel[1], entity: 'subscription', status: body.cancel_at_cycle_end ? 'active' : 'cancelled' });
    }
    const payment = request.method === 'GET' && request.path.match(/^\/v1\/payments\/(pay_\w+)$/);
    if (payment) {
      const found = payments.get(payment[1] ?? '');
      return found
        ? json({ ...found, entity: 'payment', method: 'upi', captured: found.status === 'captured', created_at: now() })
        : json({ error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } }, 400);
    }
    return undefined;
  });
  return Object.assign(server, {
    payments,
    bodyOf: (request: RecordedRequest) => JSON.parse(request.body) as Record<string, unknown>,
  });
}
