/** `E` distinct dependencies going forward in a hidden ranking of jobs 1..n. */
function deps(rng, n, E, local = 0) {
  const rank = rng.shuffle(Array.from({ length: n }, (_, i) => i + 1));
  const seen = new Set();
  const edges = [];
  const target = Math.min(E, (n * (n - 1)) / 2);
  while (edges.length < target) {
    let i = rng.int(0, n - 1);
    // with `local`, most edges join near neighbours in the ranking: long chains
    let j = local ? Math.min(n - 1, i + rng.int(1, local)) : rng.int(0, n - 1);
    if (i === j) continue;
    if (i > j) [i, j] = [j, i];
    if (seen.has(i * n + j)) continue;
    seen.add(i * n + j);
    edges.push([rank[i], rank[j]]);
  }
  return edges;
}

export default function generate(rng) {
  const cases = [
    [1, []],
    [2, []],
    [2, [[2, 1]]],
    [3, [[1, 3], [2, 3]]],
    [3, [[1, 2], [1, 3], [2, 3]]],
    [5, [[5, 4], [4, 3], [3, 2], [2, 1]]],
    [6, [[1, 2], [1, 3], [1, 4], [1, 5], [1, 6]]],
    [6, [[1, 6], [2, 6], [3, 6], [4, 6], [5, 6], [1, 2]]],
  ];
  while (cases.length < 30) {
    const n = rng.int(2, rng.bool() ? 10 : 800);
    cases.push([n, deps(rng, n, rng.int(0, Math.min(4 * n, (n * (n - 1)) / 2)), rng.pick([0, 0, 3, 20]))]);
  }
  return cases;
}

export function large(rng) {
  const n = 100000;
  // the chain 1 -> 2 -> ... -> n listed from its end
  const chain = [];
  for (let u = n - 1; u >= 1; u--) chain.push([u, u + 1]);
  return [[n, chain], [n, deps(rng, n, 100000, 5)], [n, deps(rng, n, 100000)]];
}
