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
