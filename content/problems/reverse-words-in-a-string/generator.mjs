// LeetCode 151: 1 <= s.length <= 10^4, letters, digits and spaces, at least one word.
const ALNUM = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
function sentence(rng, n, maxWord, maxGap) {
  let s = ' '.repeat(rng.int(0, maxGap));
  while (s.length < n) {
    s += rng.string(rng.int(1, maxWord), ALNUM);
    s += ' '.repeat(rng.int(1, maxGap));
  }
  s = s.slice(0, n);
  return s.trim() ? s : `${s.slice(0, -1)}x`;
}
export default function generate(rng) {
  const cases = [['a'], ['Z'], ['7'], [' a'], ['a '], ['   x   '], ['ab cd'], ['one  two   three'], ['Hello World 42'], [`${' '.repeat(9998)}ab`], ['q'.repeat(10000)]];
  while (cases.length < 30) {
    const n = rng.int(1, rng.bool() ? 30 : 10000);
    cases.push([sentence(rng, n, rng.pick([1, 3, 10]), rng.pick([1, 2, 5]))]);
  }
  return cases;
}

export function large(rng) {
  const singles = Array.from({ length: 5000 }, (_, i) => ALNUM[i % ALNUM.length]).join(' ');
  return [[singles], [`  ${sentence(rng, 9996, 2, 3)}  `.slice(0, 10000)]];
}
