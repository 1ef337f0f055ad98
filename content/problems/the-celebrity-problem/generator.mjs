function randomMatrix(rng, n, density) {
  return Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i !== j && rng.float() < density ? 1 : 0)));
}

function plant(mat, c) {
  for (let i = 0; i < mat.length; i++) {
    mat[c][i] = 0;
    if (i !== c) mat[i][c] = 1;
  }
  return mat;
}

export default function generate(rng) {
  const cases = [
    [[[0]]],
    [[[0, 0], [0, 0]]],
    [[[0, 1], [0, 0]]],
    [[[0, 0], [1, 0]]],
    [[[0, 1, 1], [1, 0, 1], [1, 1, 0]]],
    [[[0, 0, 0], [0, 0, 0], [0, 0, 0]]],
    [[[0, 0, 1], [0, 0, 1], [0, 0, 0]]],
    [[[0, 0, 1], [0, 0, 1], [1, 0, 0]]],
    [[[0, 1, 1, 1], [0, 0, 0, 0], [1, 1, 0, 0], [0, 1, 1, 0]]],
  ];
  for (let t = 0; t < 12; t++) {
    const n = rng.int(2, 8);
    const mat = randomMatrix(rng, n, rng.pick([0.2, 0.5, 0.8]));
    if (t % 2 === 0) plant(mat, rng.int(0, n - 1));
    else if (t % 4 === 1) {
      // Almost a celebrity: they know exactly one person, or one person does not know them.
      const c = rng.int(0, n - 1);
      plant(mat, c);
      const other = (c + rng.int(1, n - 1)) % n;
      if (rng.float() < 0.5) mat[c][other] = 1;
      else mat[other][c] = 0;
    }
    cases.push([mat]);
  }
  for (let t = 0; t < 4; t++) {
    const n = rng.int(30, 80);
    const mat = randomMatrix(rng, n, 0.5);
    if (t < 2) plant(mat, rng.int(0, n - 1));
    cases.push([mat]);
  }
  return cases;
}

export function large(rng) {
  const n = 1000;
  const last = plant(randomMatrix(rng, n, 0.5), n - 1);
  const first = plant(randomMatrix(rng, n, 0.9), 0);
  const near = plant(randomMatrix(rng, n, 0.5), 500);
  near[999][500] = 0;
  return [[last], [first], [near]];
}
