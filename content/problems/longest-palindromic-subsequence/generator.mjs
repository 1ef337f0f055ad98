export default function generate(rng) {
  const cases = [['a'], ['ab'], ['aa'], ['abc'], ['racecar'], ['abcdefghijklmnopqrstuvwxyz'], ['z'.repeat(1000)], ['ab'.repeat(500)]];
  for (let i = 0; i < 8; i++) cases.push([rng.string(rng.int(2, 15), 'ab')]);
  for (let i = 0; i < 8; i++) cases.push([rng.string(rng.int(10, 80), 'abcde')]);
  for (let i = 0; i < 4; i++) cases.push([rng.string(rng.int(500, 1000), 'abcdefghijklmnopqrstuvwxyz')]);
  return cases;
}

export function large(rng) {
  return [
    [rng.string(1000, 'abcdefghijklmnopqrstuvwxyz')],
    ['abcdefghijklmnopqrstuvwxyz'.repeat(39).slice(0, 1000)],
    [rng.string(1000, 'ab')],
  ];
}
