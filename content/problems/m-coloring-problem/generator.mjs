import solve from './reference.mjs';

const allPairs = (v) => {
  const out = [];
  for (let a = 0; a < v; a++) for (let b = a + 1; b < v; b++) out.push([a, b]);
  return out;
};

function randomGraph(rng, v, p) {
  return rng.shuffle(allPairs(v).filter(() => rng.float() < p)).map(([a, b]) => (rng.bool() ? [a, b] : [b, a]));
}

// Chromatic number by trying m = 1, 2, ...: a test then asks for exactly that many colours or one fewer.
function chromatic(v, edges) {
  for (let m = 1; m <= v; m++) if (solve(v, edges, m)) return m;
  return v;
}

export default function generate(rng) {
  const cases = [
    [1, [], 1],
    [2, [[0, 1]], 1],
    [2, [[1, 0]], 2],
    [10, [], 1],
    [10, allPairs(10), 10],
    [10, allPairs(10), 9],
    [5, [[0, 1], [1, 2], [2, 3], [3, 4], [4, 0]], 2],
    [5, [[0, 1], [1, 2], [2, 3], [3, 4], [4, 0]], 3],
    [6, [[0, 1], [1, 2], [2, 3], [3, 4], [4, 5], [5, 0]], 2],
    [4, allPairs(4), 3],
  ];
  while (cases.length < 36) {
    const v = rng.int(2, 10);
    const edges = randomGraph(rng, v, rng.pick([0.2, 0.5, 0.8]));
    const k = chromatic(v, edges);
    const m = Math.max(1, Math.min(v, k - rng.int(0, 1)));
    cases.push([v, edges, rng.bool() ? m : rng.int(1, v)]);
  }
  return cases;
}

// Ten vertices, dense graphs asked for one colour fewer than they need: the search must exhaust every branch.
export function large(rng) {
  const out = [];
  for (const p of [0.6, 0.75, 0.9]) {
    const edges = randomGraph(rng, 10, p);
    const k = chromatic(10, edges);
    out.push([10, edges, Math.max(1, k - 1)]);
  }
  out.push([10, allPairs(10), 9]);
  return out;
}
