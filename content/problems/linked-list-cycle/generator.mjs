// LeetCode's bounds: 0..10^4 nodes, values in [-10^5, 10^5], pos is -1 or a valid index.
const MAX_N = 10000;
const MAX_V = 100000;

function withPos(rng, values, cyclic) {
  return [values, cyclic && values.length ? rng.int(0, values.length - 1) : -1];
}

export default function generate(rng) {
  const cases = [
    [[], -1],
    [[7], -1],
    [[7], 0],
    [[1, 2], 1],
    [[1, 2], -1],
    [[5, 5, 5, 5], 3],
    [[5, 5, 5, 5], -1],
    [[-MAX_V, MAX_V], 0],
    [[MAX_V, -MAX_V, 0], 2],
    [[0, 0, 0, 0, 0, 0], 0],
  ];
  while (cases.length < 40) {
    const n = rng.int(1, rng.bool() ? 30 : 400);
    cases.push(withPos(rng, rng.intArray(n, -MAX_V, MAX_V), rng.bool()));
  }
  // a full-size list whose tail points at itself (pos at its largest)
  cases.push([rng.intArray(MAX_N, -MAX_V, MAX_V), MAX_N - 1]);
  return cases;
}

/** Full-size lists: a long straight run (no loop), a loop back to the head, a loop of length one, equal values. */
export function large(rng) {
  return [
    [rng.intArray(MAX_N, -MAX_V, MAX_V), -1],
    [rng.intArray(MAX_N, -MAX_V, MAX_V), 0],
    [Array(MAX_N).fill(MAX_V), MAX_N - 1],
    [Array(MAX_N).fill(-MAX_V), -1],
    [rng.intArray(MAX_N, -MAX_V, MAX_V), MAX_N >> 1],
  ];
}
