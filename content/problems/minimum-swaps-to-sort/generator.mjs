const M = 1000000;

function distinct(rng, n, hi) {
  const set = new Set();
  while (set.size < n) set.add(rng.int(1, hi));
  return [...set];
}

export default function generate(rng) {
  const cases = [[[1]], [[M]], [[M, 1]], [[1, M]], [[3, 2, 1]], [[2, 3, 1]], [[4, 3, 2, 1]], [[5, 1, 2, 3, 4]]];
  while (cases.length < 28) {
    const n = rng.int(1, rng.bool() ? 10 : 3000);
    cases.push([distinct(rng, n, rng.pick([n * 2, M]))]);
  }
  return cases;
}

export function large(rng) {
  const n = 100000;
  return [
    [Array.from({ length: n }, (_, i) => M - i)],
    [Array.from({ length: n }, (_, i) => ((i + 1) % n) + 1)],
    [rng.shuffle(Array.from({ length: n }, (_, i) => M - 3 * i))],
  ];
}
