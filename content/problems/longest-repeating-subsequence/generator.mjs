export default function generate(rng) {
  const cases = [['a'], ['aa'], ['ab'], ['aab'], ['abab'], ['aabb'], ['abcdefghijklmnopqrstuvwxyz'], ['z'.repeat(1000)], ['abcabc']];
  for (let i = 0; i < 8; i++) cases.push([rng.string(rng.int(2, 14), 'abc')]);
  for (let i = 0; i < 6; i++) cases.push([rng.string(rng.int(40, 200), 'abcdefghij')]);
  for (let i = 0; i < 3; i++) cases.push([rng.string(rng.int(900, 1000), 'abcdefghijklmnopqrstuvwxyz')]);
  return cases;
}

export function large(rng) {
  return [[rng.string(1000, 'abcdefghijklmnopqrstuvwxyz')], ['abcdefghijklmnopqrstuvwxyz'.repeat(39).slice(0, 1000)], [rng.string(1000, 'ab')]];
}
