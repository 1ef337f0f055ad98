function dag(rng, n, e) {
  // random topological order, edges only go "forward" in it
  const order = rng.shuffle(Array.from({ length: n }, (_, i) => i));
  const seen = new Set();
  const out = [];
  let tries = 0;
  while (out.length < e && tries++ < e * 20) {
    let i = rng.int(0, n - 1);
    let j = rng.int(0, n - 1);
    if (i === j) continue;
    if (i > j) [i, j] = [j, i];
    const b = order[i];
    const a = order[j];
    const key = a * 4096 + b;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push([a, b]);
  }
  return out;
}
export default function generate(rng) {
  const cases = [
    [1, []],
    [1, [[0, 0]]],
    [2, [[0, 1]]],
    [2, [[1, 0], [0, 1]]],
    [3, [[0, 1], [0, 2], [1, 2]]],
    [3, [[0, 1], [1, 2], [2, 0]]],
    [5, [[1, 0], [2, 1], [3, 2], [4, 3], [4, 4]]],
    [2000, []],
    [2000, Array.from({ length: 1999 }, (_, i) => [i + 1, i])],
    [2000, [...Array.from({ length: 1999 }, (_, i) => [i + 1, i]), [0, 1999]]],
  ];
  while (cases.length < 28) {
    const n = rng.int(2, rng.bool() ? 8 : 2000);
    const e = rng.int(0, Math.min(3000, (n * (n - 1)) / 2 - 1));
    const edges = dag(rng, n, e);
    if (rng.bool() && edges.length) {
      // close a cycle: reverse the composition of a short path or add a back edge
      const [a, b] = rng.pick(edges);
      edges.splice(rng.int(0, edges.length), 0, [b, a]);
    }
    cases.push([n, edges]);
  }
  return cases;
}

/** 2000 courses and 5000 prerequisites, the stated maxima: a long chain plus forward edges, with and without a cycle. */
export function large(rng) {
  const n = 2000;
  const chain = Array.from({ length: n - 1 }, (_, i) => [i + 1, i]);
  const forward = (count) => {
    const seen = new Set(chain.map(([a, b]) => a * 4096 + b));
    const out = [];
    while (out.length < count) {
      const b = rng.int(0, n - 2);
      const a = rng.int(b + 1, n - 1);
      if (seen.has(a * 4096 + b)) continue;
      seen.add(a * 4096 + b);
      out.push([a, b]);
    }
    return out;
  };
  const acyclic = rng.shuffle([...chain, ...forward(5000 - chain.length)]);
  const cyclic = rng.shuffle([...chain, ...forward(5000 - chain.length - 1), [0, n - 1]]);
  return [[n, acyclic], [n, cyclic], [n, dag(rng, n, 5000)]];
}
