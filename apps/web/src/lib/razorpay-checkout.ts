import type { CheckoutInstructions } from '@codingkaro/contracts';

type RazorpayCheckout = Extract<CheckoutInstructions, { kind: 'razorpay-checkout' }>;

interface RazorpaySuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

declare global {
  interface Window {
    Razorpay?: new (options: object) => { open(): void };
  }
}

const SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';
let loading: Promise<void> | null = null;

function loadScript(): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = null;
      reject(new Error('Razorpay Checkout could not be loaded. Check your connection and try again.'));
    };
    document.head.append(script);
  });
  return loading;
}

/** Opens Razorpay Checkout; resolves with its signed answer, or null when the payer closes it. */
export async function openRazorpayCheckout(checkout: RazorpayCheckout): Promise<RazorpaySuccess | null> {
  await loadScript();
  const Razorpay = window.Razorpay;
  if (!Razorpay) throw new Error('Razorpay Checkout could not be loaded.');
  return new Promise((resolve) => {
    new Razorpay({
      key: checkout.keyId,
      order_id: checkout.providerOrderId,
      amount: checkout.amountPaise,
      currency: checkout.currency,
      name: 'CodingKaro',
      description: checkout.description,
      prefill: checkout.prefill,
      handler: (response: RazorpaySuccess) => resolve(response),
      modal: { ondismiss: () => resolve(null) },
    }).open();
  });
}
