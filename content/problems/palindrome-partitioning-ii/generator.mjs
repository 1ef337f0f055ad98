// LeetCode 132: 1 <= s.length <= 2000, lowercase letters.
function pal(half, odd) {
  const back = half.split("").reverse().join("");
  return half + odd + back;
}
export default function generate(rng) {
  const cases = [
    ["b"],
    ["ab"],
    ["aa"],
    ["abc"],
    ["aaaaaaaaaa"],
    ["abacaba"],
    ["abcdefghijklmnopqrstuvwxyz"],
    ["abbab"],
    ["cabababcbc"],
    ["a".repeat(300)],
    ["ab".repeat(150)],
    [pal(rng.string(100, "ab"), "c") + rng.string(40, "ab")],
  ];
  while (cases.length < 34) {
    const n = rng.int(1, rng.pick([12, 60, 300]));
    cases.push([rng.string(n, rng.pick(["ab", "abc", "abcdefghijklmnopqrstuvwxyz"]))]);
  }
  return cases;
}

// n = 2000 strings that are far from palindromes, so the interval DP scans every split of every substring.
export function large(rng) {
  return [
    [rng.string(2000, "ab")],
    [rng.string(2000, "abc")],
    [rng.string(2000, "abcdefghijklmnopqrstuvwxyz")],
    ["abc".repeat(666) + "ab"],
  ];
}
