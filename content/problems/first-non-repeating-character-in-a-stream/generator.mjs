export default function generate(rng) {
  const cases = [['a'], ['z'], ['aa'], ['ab'], ['aaaaaa'], ['abba'], ['abcdefghijklmnopqrstuvwxyz'], ['abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyz'], ['abab'], ['xyzzyx']];
  for (let i = 0; i < 8; i++) cases.push([rng.string(rng.int(1, 15), 'abc')]);
  for (let i = 0; i < 5; i++) cases.push([rng.string(rng.int(20, 60), 'abcdefghijklmnopqrstuvwxyz')]);
  for (let i = 0; i < 3; i++) cases.push([rng.string(rng.int(1000, 5000), rng.pick(['ab', 'abcdefghijklmnopqrstuvwxyz']))]);
  return cases;
}

export function large(rng) {
  const n = 100000;
  const same = 'q'.repeat(n);
  const pairs = 'abcdefghijklmnopqrstuvwxyz'.repeat(2) + 'm'.repeat(n - 52);
  const tail = `${'b'.repeat(n - 1)}c`;
  return [[same], [pairs], [tail], [rng.string(n, 'ab')]];
}
