const M = 1000000000;

function matrix(rng, K, lo, hi) {
  return Array.from({ length: K }, () => rng.intArray(K, lo, hi).sort((a, b) => a - b));
}

export default function generate(rng) {
  const cases = [
    [[[1]], 1],
    [[[M]], 1],
    [[[1, M], [1, M]], 2],
    [[[5, 5], [5, 5]], 2],
    [[[7, 8, 9], [4, 5, 6], [1, 2, 3]], 3],
    [[[1, 1, M], [2, 2, 2], [1, 3, 3]], 3],
  ];
  for (let t = 0; t < 12; t++) {
    const K = rng.int(1, 6);
    cases.push([matrix(rng, K, 1, rng.pick([10, M])), K]);
  }
  for (let t = 0; t < 4; t++) {
    const K = rng.int(20, 60);
    cases.push([matrix(rng, K, 1, M), K]);
  }
  return cases;
}

export function large(rng) {
  const K = 100;
  const interleaved = Array.from({ length: K }, (_, i) => Array.from({ length: K }, (_, j) => 1 + j * K + i));
  const descendingRows = Array.from({ length: K }, (_, i) => Array.from({ length: K }, (_, j) => M - (K - i) * K + j));
  return [[matrix(rng, K, 1, M), K], [interleaved, K], [descendingRows, K]];
}
