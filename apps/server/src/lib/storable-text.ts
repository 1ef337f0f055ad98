/** What a NUL character (U+0000) becomes in stored text: U+2400 SYMBOL FOR NULL, visible as ␀. */
export const STORED_NUL = '\u2400';

/**
 * `value` with every NUL character in its strings (deeply, keys included) replaced by ␀, for text
 * PostgreSQL must store (text and jsonb refuse U+0000). Program output and error messages are
 * the source: a program may print anything.
 */
export function storable<T>(value: T): T {
  if (typeof value === 'string') return value.replaceAll('\u0000', STORED_NUL) as T;
  if (Array.isArray(value)) return value.map((v) => storable(v)) as T;
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [storable(k), storable(v)])) as T;
  }
  return value;
}
