// Any max heap (every parent >= its children) holding exactly the values of arr.
export default function check([arr], _expected, actual) {
  if (!Array.isArray(actual)) return 'Return an array';
  if (actual.length !== arr.length) return `The answer must have ${arr.length} elements`;
  if (!actual.every((v) => Number.isInteger(v))) return 'The answer must contain integers only';
  const a = [...arr].sort((x, y) => x - y);
  const b = [...actual].sort((x, y) => x - y);
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return 'The answer must hold exactly the values of arr';
  for (let i = 1; i < actual.length; i++) {
    const p = (i - 1) >> 1;
    if (actual[p] < actual[i]) return `Index ${p} (${actual[p]}) is smaller than its child at index ${i} (${actual[i]})`;
  }
  return true;
}
