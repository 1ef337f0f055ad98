export default function generate(rng) {
  const cases = [['a'], ['ab'], ['aa'], ['abc'], ['racecar'], ['abcdefghijklmnopqrstuvwxyz'], ['z'.repeat(1000)], ['abcdefghij'.repeat(2)]];
  for (let i = 0; i < 8; i++) cases.push([rng.string(rng.int(2, 15), 'ab')]);
  for (let i = 0; i < 8; i++) cases.push([rng.string(rng.int(10, 18), 'abcde')]);
  for (let i = 0; i < 4; i++) cases.push([rng.string(rng.int(15, 20), 'abcdefghijklmnopqrstuvwxyz')]);
  return cases;
}

export function large(rng) {
  return [
    [rng.string(1000, 'abcdefghijklmnopqrstuvwxyz')],
    ['abcdefghijklmnopqrstuvwxyz'.repeat(39).slice(0, 1000)],
    [rng.string(1000, 'ab')],
    ['ab'.repeat(500)],
  ];
}
