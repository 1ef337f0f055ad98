export default function generate(rng) {
  const cases = [
    ['a'],
    ['Z'],
    ['ab'],
    ['aa'],
    ['aA'],
    ['racecar'],
    ['abcd'],
    ['aaaaab'],
    ['baaaaa'],
    ['abacaba' + 'x'],
    ['aabbaab'],
  ];
  for (let k = 0; k < 9; k++) cases.push([rng.string(rng.int(1, 15), rng.pick(['ab', 'abc', 'aAbB']))]);
  for (let k = 0; k < 3; k++) {
    const half = rng.string(rng.int(100, 1500), 'ab');
    const pal = half + [...half].reverse().join('');
    cases.push([pal + rng.string(rng.int(0, 500), 'ab')]);
  }
  cases.push(['a'.repeat(1500) + 'b' + 'a'.repeat(1499)]);
  cases.push([rng.string(3000, 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ')]);
  return cases;
}

/**
 * |A| = 10^6. With a single 'b' just past the middle of a run of 'a's, about half the prefixes are rejected only
 * after ~L/2 comparisons each, so testing prefixes one by one costs ~10^11 steps.
 */
export function large(rng) {
  const n = 1000000, k = n / 2;
  const half = rng.string(k / 2, 'ab');
  return [
    ['a'.repeat(k) + 'b' + 'a'.repeat(k - 1)],
    ['a'.repeat(k + 1000) + 'b' + 'a'.repeat(k - 1001)],
    [half + [...half].reverse().join('') + rng.string(k, 'ab')],
  ];
}
