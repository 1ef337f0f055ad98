function randomGraph(rng, n, e, maxW) {
  const seen = new Set();
  const out = [];
  let tries = 0;
  while (out.length < e && tries++ < e * 20) {
    const u = rng.int(1, n);
    const v = rng.int(1, n);
    if (u === v || seen.has(u * 1000 + v)) continue;
    seen.add(u * 1000 + v);
    out.push([u, v, rng.int(0, maxW)]);
  }
  return out;
}
export default function generate(rng) {
  const cases = [
    [[[1, 2, 0]], 2, 1],
    [[[1, 2, 100]], 2, 1],
    [[[1, 2, 7]], 2, 2],
    [[[1, 2, 3], [2, 1, 4]], 2, 2],
    [[[1, 2, 1], [2, 3, 2], [1, 3, 4]], 3, 1],
    [[[1, 2, 1], [2, 3, 2], [1, 3, 2]], 3, 1],
    [[[1, 2, 0], [2, 3, 0], [3, 1, 0]], 3, 3],
    [[[2, 3, 5]], 3, 2],
  ];
  // long path 1 -> 2 -> ... -> 100 with heavy weights plus shortcuts that are worse
  const chain = Array.from({ length: 99 }, (_, i) => [i + 1, i + 2, 100]);
  cases.push([chain, 100, 1]);
  cases.push([[...chain, [1, 100, 100]], 100, 1]);
  // complete graph (almost the maximum number of links)
  const full = [];
  for (let u = 1; u <= 77; u++) for (let v = 1; v <= 77; v++) if (u !== v) full.push([u, v, rng.int(0, 100)]);
  cases.push([full, 77, rng.int(1, 77)]);
  while (cases.length < 28) {
    const n = rng.int(2, rng.bool() ? 8 : 100);
    const maxE = n * (n - 1);
    const e = rng.int(1, Math.min(maxE, rng.pick([n, 2 * n, 4 * n, 1500])));
    const maxW = rng.pick([1, 10, 100]);
    const k = rng.int(1, n);
    const edges = randomGraph(rng, n, e, maxW);
    if (rng.int(0, 3) > 0) {
      // make every node reachable: random arborescence rooted at k (skipping pairs already present)
      const have = new Set(edges.map(([u, v]) => u * 1000 + v));
      const order = rng.shuffle(Array.from({ length: n }, (_, i) => i + 1).filter((x) => x !== k));
      const done = [k];
      for (const v of order) {
        const u = rng.pick(done);
        if (!have.has(u * 1000 + v)) {
          have.add(u * 1000 + v);
          edges.push([u, v, rng.int(0, maxW)]);
        }
        done.push(v);
      }
    }
    cases.push([rng.shuffle(edges), n, k]);
  }
  return cases;
}

/** n = 100 nodes with 6000 edges (the stated maxima), starting from node 100. */
export function large(rng) {
  return [[randomGraph(rng, 100, 6000, 100), 100, 100], [randomGraph(rng, 100, 6000, 3), 100, 1]];
}
