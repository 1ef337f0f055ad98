// Accepts any rearrangement of the input with the groups (< a), [a, b], (> b) in that order.
export default function check([arr, a, b], _expected, actual) {
  if (!Array.isArray(actual)) return 'arr must remain an array';
  if (actual.length !== arr.length) return `arr must keep its ${arr.length} elements`;
  const count = new Map();
  for (const v of arr) count.set(v, (count.get(v) ?? 0) + 1);
  for (const v of actual) {
    const c = count.get(v);
    if (!c) return `${v} is not one of the input's elements (or appears too often)`;
    count.set(v, c - 1);
  }
  const group = (v) => (v < a ? 0 : v <= b ? 1 : 2);
  for (let i = 1; i < actual.length; i++) {
    if (group(actual[i]) < group(actual[i - 1])) {
      return `${actual[i]} at index ${i} comes after ${actual[i - 1]}, but it belongs to an earlier group`;
    }
  }
  return true;
}
