function reachable(a) {
  let reach = 0;
  for (let i = 0; i < a.length && i <= reach; i++) reach = Math.max(reach, i + a[i]);
  return reach >= a.length - 1;
}

export default function generate(rng) {
  const cases = [
    [[1000]],
    [[1, 1]],
    [[5, 0, 0, 0, 0]],
    [[1, 2, 1, 1, 1]],
    [Array(10000).fill(1)],
    [Array(10000).fill(1000)],
    [Array.from({ length: 10000 }, (_, i) => (i % 2 ? 1 : 2))],
    [[1, 1, 1, 1, 1, 1, 1, 1, 1, 1]],
  ];
  while (cases.length < 28) {
    const n = rng.int(2, rng.bool() ? 15 : 10000);
    const hi = rng.pick([3, 6, 20, 1000]);
    const arr = Array.from({ length: n }, () => rng.int(rng.bool() ? 0 : 1, hi));
    if (!reachable(arr)) continue;
    cases.push([arr]);
  }
  return cases;
}
