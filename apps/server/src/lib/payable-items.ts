import type { OneTimeProduct } from '@codingkaro/contracts';

/** What an order's reference points at, seen from the payer: waiting for this payment, or not (already paid, cancelled, ...). */
export type PayableState = 'awaiting-payment' | 'not-payable';

/** Answers for one product: the state of the payer's own item, or null when the payer has no such item. */
export type PayableLookup = (payerId: string, reference: string) => Promise<PayableState | null>;

/**
 * The items an order may pay for, asked of the module that owns them (cv-review, mentorship), so
 * payments reads no other module's tables. A product nobody registered has no payable items.
 */
export class PayableItems {
  private readonly lookups = new Map<OneTimeProduct, PayableLookup>();

  register(product: OneTimeProduct, lookup: PayableLookup): void {
    this.lookups.set(product, lookup);
  }

  async stateOf(product: OneTimeProduct, payerId: string, reference: string): Promise<PayableState | null> {
    const lookup = this.lookups.get(product);
    return lookup ? lookup(payerId, reference) : null;
  }
}
