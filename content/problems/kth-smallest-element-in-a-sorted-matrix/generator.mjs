const M = 1000000000;

function sortedMatrix(rng, n, lo, hi) {
  const g = Array.from({ length: n }, () => rng.intArray(n, lo, hi));
  for (const row of g) row.sort((a, b) => a - b);
  for (let j = 0; j < n; j++) {
    const col = g.map((row) => row[j]).sort((a, b) => a - b);
    col.forEach((v, i) => {
      g[i][j] = v;
    });
  }
  return g;
}

export default function generate(rng) {
  const cases = [
    [[[M]], 1],
    [[[-M]], 1],
    [[[-M, M], [M, M]], 2],
    [[[-M, -M], [-M, -M]], 4],
    [[[1, 1, 1], [1, 1, 1], [1, 1, 1]], 5],
    [[[1, 2, 3], [4, 5, 6], [7, 8, 9]], 9],
  ];
  while (cases.length < 28) {
    const n = rng.int(1, rng.bool() ? 5 : 40);
    const hi = rng.pick([3, 100, M]);
    cases.push([sortedMatrix(rng, n, -hi, hi), rng.int(1, n * n)]);
  }
  return cases;
}

export function large(rng) {
  const n = 300;
  const diag = Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => -M + (i + j) * 3000000));
  return [
    [sortedMatrix(rng, n, -M, M), n * n],
    [diag, 45000],
    [sortedMatrix(rng, n, -M, M), 1],
  ];
}
