export default function generate(rng) {
  const cases = [['a', 'a', 'a'], ['a', 'a', 'b'], ['ab', 'ba', 'ab'], ['abc', 'abc', 'abc'], ['a'.repeat(100), 'a'.repeat(100), 'a'.repeat(100)], ['x', 'y'.repeat(30), 'x'], ['abcde', 'ace', 'aec']];
  for (let i = 0; i < 15; i++) cases.push([rng.string(rng.int(1, 5), 'ab'), rng.string(rng.int(1, 5), 'ab'), rng.string(rng.int(1, 5), 'ab')]);
  return cases;
}

export function large(rng) {
  return [
    [rng.string(100, 'ab'), rng.string(100, 'ab'), rng.string(100, 'ab')],
    ['ab'.repeat(50), 'ba'.repeat(50), 'ab'.repeat(50)],
    [rng.string(100, 'abcdefghijklmnopqrstuvwxyz'), rng.string(100, 'abcdefghijklmnopqrstuvwxyz'), rng.string(100, 'abcdefghijklmnopqrstuvwxyz')],
  ];
}
