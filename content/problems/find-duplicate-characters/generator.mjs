export default function generate(rng) {
  const cases = [['a'], ['aa'], ['ab'], ['abba'], ['abcdefghijklmnopqrstuvwxyz'], ['zyxwvutsrqponmlkjihgfedcbaa'], ['aaaaaaaaaaaaaaaaaaaa'], ['bab'], ['abcabcabcz']];
  for (let k = 0; k < 10; k++) cases.push([rng.string(rng.int(1, 20), rng.pick(['ab', 'abcde', 'abcdefghijklmnopqrstuvwxyz']))]);
  for (let k = 0; k < 3; k++) cases.push([rng.string(rng.int(500, 5000), 'abcdefghijklmnopqrstuvwxyz')]);
  return cases;
}

export function large(rng) {
  return [[rng.string(100000, 'abcdefghijklmnopqrstuvwxyz')], ['q'.repeat(100000)], ['abcdefghijklmnopqrstuvwxy' + 'z'.repeat(99975)]];
}
