// Any array holding exactly the values of a and b (as a multiset) that is a max-heap in array layout.
export default function check([a, b], _expected, actual) {
  if (!Array.isArray(actual)) return 'Return an array of integers';
  const n = a.length + b.length;
  if (actual.length !== n) return `The merged heap must hold ${n} elements, not ${actual.length}`;
  const count = new Map();
  for (const v of a) count.set(v, (count.get(v) ?? 0) + 1);
  for (const v of b) count.set(v, (count.get(v) ?? 0) + 1);
  for (const v of actual) {
    const left = count.get(v) ?? 0;
    if (!Number.isInteger(v) || left === 0) return `${v} appears more often than in a and b together`;
    count.set(v, left - 1);
  }
  for (let i = 1; i < n; i++) {
    const p = (i - 1) >> 1;
    if (actual[i] > actual[p]) return `Index ${i} holds ${actual[i]}, larger than its parent ${actual[p]} at index ${p}`;
  }
  return true;
}
