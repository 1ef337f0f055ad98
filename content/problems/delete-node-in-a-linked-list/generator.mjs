// LeetCode's bounds: 2..1000 nodes, distinct values in [-1000, 1000], the node is never the tail.
const MAX_N = 1000;

function distinct(rng, n) {
  const all = Array.from({ length: 2001 }, (_, i) => i - 1000);
  return rng.shuffle(all).slice(0, n);
}

export default function generate(rng) {
  const cases = [
    [[1, 2], 1],
    [[-1000, 1000], -1000],
    [[1000, -1000, 0], -1000],
    [[0, 1, 2, 3], 0],
    [[0, 1, 2, 3], 2],
    [[5, -5, 7, -7, 9], 7],
  ];
  while (cases.length < 30) {
    const n = rng.int(2, rng.bool() ? 10 : 300);
    const list = distinct(rng, n);
    cases.push([list, list[rng.int(0, n - 2)]]);
  }
  return cases;
}

/** Full-size lists, removing the first node and the one before the tail. */
export function large(rng) {
  const a = distinct(rng, MAX_N);
  const b = distinct(rng, MAX_N);
  return [
    [a, a[0]],
    [b, b[MAX_N - 2]],
  ];
}
