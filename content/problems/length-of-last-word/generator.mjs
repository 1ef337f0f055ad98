export default function generate(rng) {
  const cases = [['a'], ['a '], [' a'], ['   a   '], ['ab cd'], ['abc  '], ['Hello World'], ['x yz   abcdef'], ['A B C D'], ['z'.repeat(10000)], [' '.repeat(9998) + 'Q ']];
  const word = () => rng.string(rng.int(1, 12), 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ');
  for (let k = 0; k < 14; k++) {
    const n = rng.int(1, 200);
    let s = ' '.repeat(rng.int(0, 3));
    for (let i = 0; i < n; i++) s += word() + ' '.repeat(rng.int(1, 3));
    if (rng.bool()) s = s.trimEnd();
    cases.push([s]);
  }
  return cases;
}
