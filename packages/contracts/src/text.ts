import { z } from 'zod';

/**
 * The one rule for NUL characters (U+0000) in client input: PostgreSQL cannot store them in text
 * and no legitimate field needs one, so any string in a request's params, query or body that
 * contains one is refused with a 400 naming the field. The server applies `findNulField` to every
 * request before its schema runs; `safeText` is the same rule for forms and schemas.
 */
export const NUL_REFUSED = 'must not contain NUL characters (U+0000)';

export const hasNul = (value: string): boolean => value.includes('\u0000');

/** `Invalid <field>: must not contain NUL characters (U+0000)` */
export const nulMessage = (field: string): string => `Invalid ${field}: ${NUL_REFUSED}`;

/** A string schema refusing NUL characters. */
export const safeText = () => z.string().refine((s) => !hasNul(s), { message: NUL_REFUSED });

/**
 * The dotted path of the first string (or object key) containing a NUL in `value`, `prefix` when
 * `value` itself is such a string, or null when there is none. Depth-limited: input parsed from
 * JSON is already bounded by the body limit.
 */
export function findNulField(value: unknown, prefix: string, depth = 0): string | null {
  if (typeof value === 'string') return hasNul(value) ? prefix : null;
  if (value === null || typeof value !== 'object' || depth > 32) return null;
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  for (const [key, child] of entries) {
    const field = prefix ? `${prefix}.${key}` : key;
    if (hasNul(key)) return prefix || 'field name';
    const found = findNulField(child, field, depth + 1);
    if (found !== null) return found;
  }
  return null;
}
