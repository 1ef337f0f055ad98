// n + 1 values from 1..n, one value repeated `copies` times, the rest distinct.
function make(rng, n, copies) {
  const dup = rng.int(1, n);
  const others = rng.shuffle(Array.from({ length: n }, (_, i) => i + 1).filter((v) => v !== dup)).slice(0, n + 1 - copies);
  return [rng.shuffle([...others, ...Array(copies).fill(dup)])];
}

export default function generate(rng) {
  const cases = [
    [[1, 1]],
    [[1, 1, 1]],
    [[2, 2, 1]],
    [[1, 2, 2]],
    [[2, 1, 2]],
    [[1, 4, 4, 2, 4]],
    [[2, 5, 9, 6, 9, 3, 8, 9, 7, 1]],
    [[9, 8, 7, 6, 5, 4, 3, 2, 1, 9]],
    [[1, 1, 2, 3, 4, 5, 6, 7, 8, 9]],
    [[...Array.from({ length: 3000 }, (_, i) => i + 1), 3000]],
    [[1, ...Array.from({ length: 3000 }, (_, i) => i + 1)]],
  ];
  for (let k = 0; k < 6; k++) {
    const n = rng.int(2, 12);
    cases.push(make(rng, n, rng.int(2, n + 1)));
  }
  for (let k = 0; k < 4; k++) cases.push(make(rng, rng.int(100, 3000), 2));
  cases.push(make(rng, 3000, 800));
  cases.push(make(rng, 5000, 2));
  return cases;
}

/** n = 10^5 (10^5 + 1 values) with the two copies far apart: comparing every pair costs about n^2 / 2 steps. */
export function large(rng) {
  const n = 100000;
  const seq = Array.from({ length: n }, (_, i) => i + 1);
  return [[[...seq, n]], [[...seq.slice(0, n - 1), 1, n]], make(rng, n, 2), make(rng, n, 2)];
}
