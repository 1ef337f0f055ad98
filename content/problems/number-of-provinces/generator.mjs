function fromGroups(rng, n, groups, extraProb) {
  // assign cities to random groups, connect each group with a random spanning tree plus extra edges
  const label = Array.from({ length: n }, () => rng.int(0, groups - 1));
  const m = Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? 1 : 0)));
  const members = Array.from({ length: groups }, () => []);
  label.forEach((g, i) => members[g].push(i));
  for (const list of members) {
    const order = rng.shuffle(list);
    for (let i = 1; i < order.length; i++) {
      const a = order[i];
      const b = order[rng.int(0, i - 1)];
      m[a][b] = m[b][a] = 1;
    }
    for (const a of list) for (const b of list) if (a < b && rng.float() < extraProb) m[a][b] = m[b][a] = 1;
  }
  return m;
}
export default function generate(rng) {
  const eye = (n) => Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? 1 : 0)));
  const cases = [
    [[[1]]],
    [[[1, 1], [1, 1]]],
    [[[1, 0], [0, 1]]],
    [[[1, 0, 0, 1], [0, 1, 1, 0], [0, 1, 1, 1], [1, 0, 1, 1]]],
    [eye(150)],
    [Array.from({ length: 150 }, () => Array(150).fill(1))],
  ];
  // a single long path 0 - 1 - 2 - ... - 149
  cases.push([Array.from({ length: 150 }, (_, i) => Array.from({ length: 150 }, (_, j) => (Math.abs(i - j) <= 1 ? 1 : 0)))]);
  while (cases.length < 25) {
    const n = rng.int(1, rng.bool() ? 10 : 90);
    const groups = rng.int(1, n);
    cases.push([fromGroups(rng, n, groups, rng.pick([0, 0.05, 0.3]))]);
  }
  return cases;
}

/** n = 200, the stated maximum: one province, no roads at all (200 provinces), and a few large groups. */
export function large(rng) {
  const alone = Array.from({ length: 200 }, (_, i) => Array.from({ length: 200 }, (_, j) => (i === j ? 1 : 0)));
  return [[fromGroups(rng, 200, 1, 0.05)], [alone], [fromGroups(rng, 200, 7, 0.02)]];
}
