import { connectedEdges } from '../_lib/graph-shapes.mjs';

function text(n, edges, queries) {
  const lines = [`${n}`];
  for (const [a, b] of edges) lines.push(`${a} ${b}`);
  lines.push(`${queries.length}`);
  for (const [t, x, y] of queries) lines.push(`${t} ${x} ${y}`);
  return `${lines.join('\n')}\n`;
}
const randomTree = (rng, n) => connectedEdges(rng, n, 0, 0, 0).map(([u, v]) => (rng.bool() ? [u + 1, v + 1] : [v + 1, u + 1]));
const randomQueries = (rng, n, q) => Array.from({ length: q }, () => [rng.int(0, 1), rng.int(1, n), rng.int(1, n)]);

/** Queries on a path 1 - 2 - ... - n whose answers mix YES and NO. */
function pathQueries(rng, n, q) {
  return Array.from({ length: q }, () => {
    const a = rng.int(1, n);
    const b = rng.int(1, n);
    return [rng.int(0, 1), Math.min(a, b), Math.max(a, b)];
  });
}

export default function generate(rng) {
  const star = Array.from({ length: 5 }, (_, i) => [1, i + 2]);
  const inputs = [
    text(1, [], [[0, 1, 1], [1, 1, 1]]),
    text(2, [[2, 1]], [[0, 1, 2], [1, 1, 2], [0, 2, 1], [1, 2, 1]]),
    text(6, star, [[0, 1, 4], [1, 4, 1], [0, 3, 4], [1, 3, 4], [0, 5, 5]]),
    text(5, [[1, 2], [2, 3], [3, 4], [4, 5]], [[0, 1, 5], [1, 5, 1], [0, 5, 1], [1, 1, 5], [0, 3, 4], [1, 4, 3]]),
  ];
  while (inputs.length < 28) {
    const n = rng.int(2, rng.bool() ? 12 : 2000);
    const q = rng.int(1, rng.bool() ? 20 : 2000);
    inputs.push(text(n, randomTree(rng, n), randomQueries(rng, n, q)));
  }
  return inputs.map((s) => [s]);
}

export function large(rng) {
  const n = 100000;
  const q = 100000;
  const path = Array.from({ length: n - 1 }, (_, i) => [i + 1, i + 2]);
  // deep queries on the path: a parent-pointer walk goes about n / 2 steps each time
  const deep = Array.from({ length: q }, () => [rng.int(0, 1), rng.int(1, 10), rng.int(n - 10, n)]);
  return [[text(n, rng.shuffle(path), deep)], [text(n, path, pathQueries(rng, n, q))], [text(n, randomTree(rng, n), randomQueries(rng, n, q))]];
}
