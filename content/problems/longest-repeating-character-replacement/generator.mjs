export default function generate(rng) {
  const cases = [['A', 0], ['A', 1], ['AB', 0], ['AB', 1], ['AAAA', 0], ['ABAB', 2], ['AABABBA', 1], ['ABCDE', 5], ['ABCDE', 2], ['BAAAB', 2], ['ZZZZZY', 0]];
  for (let k = 0; k < 14; k++) {
    const n = rng.int(1, 2000);
    const s = rng.string(n, rng.pick(['AB', 'ABC', 'ABCDEFGH', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ']));
    cases.push([s, rng.int(0, Math.min(n, rng.pick([3, 20, n])))]);
  }
  cases.push([rng.string(100000, 'ABCD'), 5000]);
  cases.push([rng.string(100000, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'), 0]);
  return cases;
}

/**
 * n = 10^5: windows that never have to shrink, so extending from every start runs to the end of the string
 * (one letter throughout; two letters with k = n; a mostly-one-letter string with a few others and a large k).
 */
export function large(rng) {
  const n = 100000;
  const mostly = Array.from({ length: n }, () => (rng.int(0, 99) === 0 ? rng.pick(['B', 'C', 'D']) : 'A')).join('');
  return [['A'.repeat(n), 0], [rng.string(n, 'AB'), n], [mostly, 2000], ['Z'.repeat(n - 1) + 'Y', 1]];
}
