import { createHmac, timingSafeEqual } from 'node:crypto';

/** Hex HMAC-SHA256 of `payload` with `secret` (Razorpay's `X-Razorpay-Signature`). */
export function signPayload(payload: Buffer | string, secret: string): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

/** Constant-time check of a hex signature over exactly these bytes. */
export function signatureMatches(payload: Buffer | string, secret: string, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(signPayload(payload, secret), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature.toLowerCase(), 'hex'));
}
