import {
  type CheckoutInstructions,
  formatRupees,
  type MentorshipTier,
  type OneTimeProduct,
  type PaymentMethod,
} from '@codingkaro/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, CreditCard, FlaskConical, Link2, QrCode, XCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import {
  activateTestSubscription,
  completeTestOrder,
  confirmCheckout,
  createOrder,
  createSubscription,
  fetchOrder,
  paymentKeys,
} from '../../lib/payments-api';
import { openRazorpayCheckout } from '../../lib/razorpay-checkout';
import { useServicesConfig } from '../../lib/services-config';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';

export type Purchase =
  | { kind: 'order'; product: OneTimeProduct; reference?: string }
  | { kind: 'subscription'; tier: MentorshipTier };

const METHOD_LABELS: Record<PaymentMethod, { label: string; icon: typeof CreditCard }> = {
  checkout: { label: 'Card or UPI (Razorpay Checkout)', icon: CreditCard },
  'payment-link': { label: 'Payment link', icon: Link2 },
  'upi-qr': { label: 'UPI QR code', icon: QrCode },
};
const QR_POLL_MS = 3000;

type Step =
  | { name: 'choose' }
  | { name: 'working' }
  | { name: 'pending'; id: string; checkout: CheckoutInstructions }
  | { name: 'paid' }
  | { name: 'failed'; message: string };

/**
 * Pays for one product or a mentorship tier. With the local test provider (no Razorpay keys) it says
 * so plainly and lets the payer decide the outcome; nothing is granted until the server has a
 * verified payment.
 */
export function CheckoutPanel({
  purchase,
  amountPaise,
  title,
  onPaid,
}: {
  purchase: Purchase;
  amountPaise: number;
  title: string;
  onPaid?(): void;
}) {
  const config = useServicesConfig().data;
  const queryClient = useQueryClient();
  const methods = config?.paymentMethods ?? [];
  const [method, setMethod] = useState<PaymentMethod>('checkout');
  const [step, setStep] = useState<Step>({ name: 'choose' });
  const price = formatRupees(amountPaise);

  const finish = async (status: 'paid' | 'failed' | 'created', failure?: string) => {
    await queryClient.invalidateQueries({ queryKey: paymentKeys.mine });
    if (status === 'paid') {
      setStep({ name: 'paid' });
      onPaid?.();
    } else if (status === 'failed') {
      setStep({ name: 'failed', message: failure ?? 'The payment did not go through. Nothing was charged.' });
    }
  };

  const start = async () => {
    setStep({ name: 'working' });
    try {
      if (purchase.kind === 'subscription') {
        const { subscription, checkout } = await createSubscription(purchase.tier);
        if (checkout.kind === 'redirect') window.location.assign(checkout.url);
        setStep({ name: 'pending', id: subscription.id, checkout });
        return;
      }
      const { order, checkout } = await createOrder({ product: purchase.product, method, reference: purchase.reference });
      if (checkout.kind === 'redirect') {
        window.location.assign(checkout.url);
        return;
      }
      setStep({ name: 'pending', id: order.id, checkout });
      if (checkout.kind === 'razorpay-checkout') {
        const answer = await openRazorpayCheckout(checkout);
        if (!answer) {
          setStep({ name: 'choose' });
          return;
        }
        const confirmed = await confirmCheckout(order.id, {
          razorpayPaymentId: answer.razorpay_payment_id,
          razorpayOrderId: answer.razorpay_order_id,
          razorpaySignature: answer.razorpay_signature,
        });
        await finish(confirmed.order.status);
      }
    } catch (error) {
      setStep({ name: 'failed', message: errorMessage(error) });
    }
  };

  const pendingQr = step.name === 'pending' && step.checkout.kind === 'upi-qr' ? step.id : null;
  useEffect(() => {
    if (!pendingQr) return;
    const timer = window.setInterval(async () => {
      try {
        const { order } = await fetchOrder(pendingQr);
        if (order.status !== 'created') {
          window.clearInterval(timer);
          await finish(order.status);
        }
      } catch {
        // Keep waiting; the next poll tries again.
      }
    }, QR_POLL_MS);
    return () => window.clearInterval(timer);
  });

  const testOutcome = async (id: string, outcome: 'success' | 'failure') => {
    setStep({ name: 'working' });
    try {
      if (purchase.kind === 'subscription') {
        const { subscription } = await activateTestSubscription(id);
        await finish(subscription.status === 'active' ? 'paid' : 'failed');
      } else {
        const { order } = await completeTestOrder(id, outcome);
        await finish(order.status, 'The test provider declined this payment. Nothing was charged.');
      }
    } catch (error) {
      setStep({ name: 'failed', message: errorMessage(error) });
    }
  };

  if (!config) return <Spinner label="Loading payment options..." className="py-6" />;
  if (!config.paymentProvider) {
    return <p className="text-sm text-slate-600 dark:text-slate-400">Payments are not set up on this server yet.</p>;
  }

  return (
    <div className="space-y-4" aria-live="polite">
      {config.paymentProvider === 'test' && (
        <p className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-200">
          <FlaskConical className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          <span>
            <strong>Test mode.</strong> This server has no Razorpay keys, so a local test provider stands in. No real money moves.
          </span>
        </p>
      )}

      {step.name === 'choose' && (
        <>
          {purchase.kind === 'order' && config.paymentProvider === 'razorpay' && methods.length > 1 && (
            <fieldset className="space-y-2">
              <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-300">Pay with</legend>
              {methods.map((m) => {
                const { label, icon: Icon } = METHOD_LABELS[m];
                return (
                  <label
                    key={m}
                    className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm has-[:checked]:border-indigo-500 has-[:checked]:bg-indigo-50 dark:border-slate-700 dark:has-[:checked]:bg-indigo-500/10"
                  >
                    <input type="radio" name="payment-method" value={m} checked={method === m} onChange={() => setMethod(m)} />
                    <Icon className="h-4 w-4 text-slate-500" aria-hidden />
                    {label}
                  </label>
                );
              })}
            </fieldset>
          )}
          <Button className="w-full" onClick={start}>
            {purchase.kind === 'subscription' ? `Subscribe to ${title} · ${price}/month` : `Pay ${price} for ${title}`}
          </Button>
        </>
      )}

      {step.name === 'working' && <Spinner label="Talking to the payment provider..." className="py-4" />}

      {step.name === 'pending' && step.checkout.kind === 'test' && (
        <div className="space-y-2">
          <p className="text-sm text-slate-700 dark:text-slate-300">
            Test payment for <strong>{title}</strong>: {price}
            {purchase.kind === 'subscription' ? ' a month' : ''}.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => testOutcome(step.id, 'success')}>
              {purchase.kind === 'subscription' ? 'Activate (test payment)' : `Pay ${price} (test payment)`}
            </Button>
            {purchase.kind === 'order' && (
              <Button variant="secondary" onClick={() => testOutcome(step.id, 'failure')}>
                Simulate a failed payment
              </Button>
            )}
          </div>
        </div>
      )}

      {step.name === 'pending' && step.checkout.kind === 'upi-qr' && (
        <div className="flex flex-col items-center gap-3 text-center">
          <img src={step.checkout.imageUrl} alt={`UPI QR code for ${price}`} className="h-56 w-56 rounded-lg bg-white p-2" />
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Scan with any UPI app. This page updates once the payment arrives.
          </p>
        </div>
      )}

      {step.name === 'pending' && step.checkout.kind === 'razorpay-checkout' && (
        <Spinner label="Complete the payment in the Razorpay window..." className="py-4" />
      )}

      {step.name === 'paid' && (
        <p className="flex items-center gap-2 rounded-lg bg-emerald-50 p-3 text-sm font-medium text-emerald-800 dark:bg-emerald-500/10 dark:text-emerald-300">
          <CheckCircle2 className="h-5 w-5" aria-hidden /> Payment received. Thank you!
        </p>
      )}

      {step.name === 'failed' && (
        <div className="space-y-2">
          <p
            role="alert"
            className="flex items-center gap-2 rounded-lg bg-rose-50 p-3 text-sm text-rose-800 dark:bg-rose-500/10 dark:text-rose-300"
          >
            <XCircle className="h-5 w-5 shrink-0" aria-hidden /> {step.message}
          </p>
          <Button variant="secondary" onClick={() => setStep({ name: 'choose' })}>
            Try again
          </Button>
        </div>
      )}
    </div>
  );
}
