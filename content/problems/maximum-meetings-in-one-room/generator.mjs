function meetings(rng, n, horizon, maxLen) {
  const S = [];
  const F = [];
  for (let i = 0; i < n; i++) {
    const a = rng.int(0, horizon);
    S.push(a);
    F.push(Math.min(horizon, a + rng.int(0, maxLen)));
  }
  return [n, S, F];
}

export default function generate(rng) {
  const cases = [
    [1, [0], [0]],
    [1, [1000000000], [1000000000]],
    [2, [0, 0], [1000000000, 1000000000]],
    [3, [1, 1, 1], [1, 1, 1]],
    [3, [0, 2, 4], [2, 4, 6]],
    [3, [0, 3, 5], [2, 4, 6]],
    [4, [5, 1, 3, 0], [6, 2, 4, 10]],
  ];
  while (cases.length < 30) cases.push(meetings(rng, rng.int(1, rng.pick([10, 2000])), rng.pick([30, 1000000000]), rng.pick([3, 1000, 100000000])));
  return cases;
}

// 10^5 short meetings, mostly compatible: the scan-for-next approach does N picks of N scans.
export function large(rng) {
  const n = 100000;
  const order = rng.shuffle(Array.from({ length: n }, (_, i) => i));
  return [
    [n, order.map((i) => i * 10000), order.map((i) => i * 10000 + 5000)],
    meetings(rng, n, 1000000000, 5000),
  ];
}
