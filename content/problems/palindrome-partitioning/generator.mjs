// LeetCode 131: 1 <= s.length <= 16, lowercase letters.
export default function generate(rng) {
  const cases = [['z'], ['ab'], ['aa'], ['aba'], ['abba'], ['racecar'], ['abcdefghijklmnop'], ['aaaaaaaaaaaa'], ['abababababab'], ['aabbaabbaa']];
  while (cases.length < 28) {
    const n = rng.int(1, 14);
    cases.push([rng.string(n, rng.pick(['ab', 'abc', 'a', 'abcdefghijklmnopqrstuvwxyz']))]);
  }
  return cases;
}

export function large(rng) {
  // The judge caps a run's whole output at 1 MB, so the densest case is 13 equal letters (4096 partitions).
  return [['aaaaaaaaaaaaabcd'], ['abababababababab'], ['aabbaabbaabbaabb'], [rng.string(16, 'ab')]];
}
