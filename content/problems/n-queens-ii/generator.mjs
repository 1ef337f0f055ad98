// LeetCode allows only n = 1..9; each appears once, then random repeats fill the suite to 20 cases.
export default function generate(rng) {
  const cases = [[1], [2], [3], [4], [5], [6], [7], [8], [9]];
  while (cases.length < 20) cases.push([rng.int(1, 9)]);
  return cases;
}
