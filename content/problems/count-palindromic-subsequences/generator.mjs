export default function generate(rng) {
  const cases = [['a'], ['aa'], ['ab'], ['aaa'], ['aba'], ['abba'], ['abcba'], ['z'.repeat(40)], ['z'.repeat(1000)], ['ab'.repeat(500)]];
  for (let i = 0; i < 8; i++) cases.push([rng.string(rng.int(2, 16), 'ab')]);
  for (let i = 0; i < 4; i++) cases.push([rng.string(rng.int(50, 300), 'abc')]);
  cases.push([rng.string(1000, 'abcdefghijklmnopqrstuvwxyz')]);
  return cases;
}

export function large(rng) {
  return [['a'.repeat(1000)], [rng.string(1000, 'ab')], [rng.string(1000, 'abcdefghijklmnopqrstuvwxyz')]];
}
