function meetings(rng, n, horizon, maxLen) {
  const s = [];
  const e = [];
  for (let i = 0; i < n; i++) {
    const a = rng.int(0, horizon - 1);
    s.push(a);
    e.push(Math.min(horizon, a + rng.int(1, maxLen)));
  }
  return [s, e];
}
// GfG: 1 <= n <= 10^5, 0 <= start[i] < end[i] <= 10^6.
export default function generate(rng) {
  const cases = [
    [[0], [1]],
    [[999999], [1000000]],
    [[0], [1000000]],
    [[1, 2], [2, 3]],
    [[1, 3], [2, 4]],
    [[0, 0, 0], [5, 5, 5]],
    [[5, 1, 3], [6, 2, 4]],
    [[0, 1, 2, 3], [10, 2, 3, 4]],
    [Array.from({ length: 2000 }, (_, i) => 2 * i), Array.from({ length: 2000 }, (_, i) => 2 * i + 1)],
    [Array.from({ length: 2000 }, (_, i) => i), Array.from({ length: 2000 }, (_, i) => i + 1)],
  ];
  while (cases.length < 30) {
    const n = rng.int(1, rng.bool() ? 12 : 3000);
    cases.push(meetings(rng, n, rng.pick([20, 1000, 1000000]), rng.pick([3, 50, 100000])));
  }
  return cases;
}

// n = 10^5 short disjoint meetings: the quadratic DP looks back over every earlier meeting.
export function large(rng) {
  const n = 100000;
  const s = Array.from({ length: n }, (_, i) => i * 10);
  const e = s.map((x) => x + 5);
  const order = rng.shuffle(s.map((_, i) => i));
  return [
    [order.map((i) => s[i]), order.map((i) => e[i])],
    meetings(rng, n, 1000000, 20),
    meetings(rng, n, 1000000, 1000),
  ];
}
