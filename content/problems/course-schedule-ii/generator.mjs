// LeetCode's bounds: 1..2000 courses, distinct pairs [a, b] with a != b, up to n(n-1) pairs.
const MAX_N = 2000;

/** `m` distinct pairs that respect a hidden random order (so an order exists), shuffled. */
function acyclic(rng, n, m) {
  const rank = rng.shuffle(Array.from({ length: n }, (_, i) => i));
  const seen = new Set();
  const pairs = [];
  const limit = (n * (n - 1)) / 2;
  while (pairs.length < Math.min(m, limit)) {
    let i = rng.int(0, n - 1);
    let j = rng.int(0, n - 1);
    if (i === j) continue;
    if (i > j) [i, j] = [j, i];
    const key = i * n + j;
    if (seen.has(key)) continue;
    seen.add(key);
    pairs.push([rank[j], rank[i]]); // rank[i] comes before rank[j]
  }
  return rng.shuffle(pairs);
}

/** An acyclic set plus one back edge closing a cycle through a path of the hidden order. */
function cyclic(rng, n, m) {
  const pairs = acyclic(rng, n, m);
  if (n < 2) return pairs;
  // a chain 0 -> 1 -> ... in some order, then close it
  const order = rng.shuffle(Array.from({ length: n }, (_, i) => i)).slice(0, rng.int(2, Math.min(n, 6)));
  const have = new Set(pairs.map(([a, b]) => `${a},${b}`));
  for (let k = 1; k < order.length; k++) {
    const p = `${order[k]},${order[k - 1]}`;
    if (!have.has(p)) {
      have.add(p);
      pairs.push([order[k], order[k - 1]]);
    }
  }
  const closing = `${order[0]},${order[order.length - 1]}`;
  if (!have.has(closing)) pairs.push([order[0], order[order.length - 1]]);
  return rng.shuffle(pairs);
}

export default function generate(rng) {
  const cases = [
    [1, []],
    [2, []],
    [2, [[0, 1]]],
    [2, [[1, 0], [0, 1]]],
    [3, [[0, 1], [1, 2], [2, 0]]],
    [3, [[1, 0], [2, 0]]],
    [3, [[2, 1], [1, 0], [2, 0]]],
    [5, [[1, 0], [2, 1], [3, 2], [4, 3]]],
    [5, [[0, 4], [1, 4], [2, 4], [3, 4]]],
    [4, [[1, 0], [2, 1], [3, 2], [1, 3]]],
    [MAX_N, []],
  ];
  while (cases.length < 40) {
    const n = rng.int(2, rng.bool() ? 10 : 300);
    const m = rng.int(0, rng.bool() ? n : 4 * n);
    cases.push([n, rng.int(0, 2) === 0 ? cyclic(rng, n, m) : acyclic(rng, n, m)]);
  }
  cases.push([MAX_N, acyclic(rng, MAX_N, 3000)]);
  return cases;
}

/**
 * 2000 courses: every possible forward pair (1999000 pairs; the scan-all-pairs-per-round method does 2000 rounds over
 * them), the same pairs plus one backward pair (a cycle: the answer is []), and one long chain.
 */
export function large(rng) {
  const n = MAX_N;
  const rank = rng.shuffle(Array.from({ length: n }, (_, i) => i));
  const all = [];
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) all.push([rank[j], rank[i]]);
  const chain = Array.from({ length: n - 1 }, (_, i) => [rank[i + 1], rank[i]]);
  return [[n, rng.shuffle(all)], [n, rng.shuffle([...all, [rank[0], rank[n - 1]]])], [n, rng.shuffle(chain)]];
}
