export default function generate(rng) {
  const cases = [['a'], ['z'], ['ab'], ['aa'], ['aba'], ['abab'], ['aaaaaaaaaa'], ['abcabcabc'], ['zyxwvutsrqponmlkjihgfedcba'], ['a'.repeat(500)], ['ab'.repeat(250)]];
  for (let k = 0; k < 10; k++) cases.push([rng.string(rng.int(1, 20), rng.pick(['ab', 'abc', 'abcdefghijklmnopqrstuvwxyz']))]);
  for (let k = 0; k < 4; k++) cases.push([rng.string(rng.int(100, 500), rng.pick(['ab', 'abcdefghijklmnopqrstuvwxyz']))]);
  cases.push([rng.string(500, 'abcdefghijklmnopqrstuvwxyz')]);
  return cases;
}
