function field(rng, R, C, mineRate) {
  return Array.from({ length: R }, () => Array.from({ length: C }, () => (rng.float() < mineRate ? 0 : 1)));
}

export default function generate(rng) {
  const cases = [
    [[[1]]],
    [[[0]]],
    [[[1, 1, 1, 1]]],
    [[[1, 0, 1]]],
    [[[1], [1], [1]]],
    [[[1, 1], [1, 1]]],
    [[[0, 1, 1, 1, 1], [1, 1, 1, 1, 1], [1, 1, 1, 1, 1]]],
    // a winding corridor
    [[[1, 1, 1, 1, 1, 1, 1], [0, 0, 0, 0, 0, 1, 1], [0, 0, 0, 0, 0, 1, 1], [1, 1, 1, 1, 1, 1, 1], [1, 1, 1, 1, 1, 1, 1], [1, 1, 0, 0, 0, 0, 0]]],
  ];
  while (cases.length < 30) cases.push([field(rng, rng.int(1, rng.pick([6, 60])), rng.int(1, rng.pick([6, 60])), rng.pick([0.02, 0.08, 0.15]))]);
  return cases;
}

// 1000 x 1000 fields with sparse mines: a BFS per starting row re-explores the whole field each time.
export function large(rng) {
  const open = field(rng, 1000, 1000, 0.01);
  // a wall of mines near the right edge with one gap at the bottom forces long routes
  const walled = field(rng, 1000, 1000, 0.005);
  for (let r = 0; r < 990; r++) walled[r][900] = 0;
  return [[open], [walled]];
}
