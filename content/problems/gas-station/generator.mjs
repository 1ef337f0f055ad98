function validStarts(gas, cost) {
  const n = gas.length;
  const out = [];
  for (let s = 0; s < n && out.length < 2; s++) {
    let tank = 0;
    let ok = true;
    for (let k = 0; k < n; k++) {
      const i = (s + k) % n;
      tank += gas[i] - cost[i];
      if (tank < 0) {
        ok = false;
        break;
      }
    }
    if (ok) out.push(s);
  }
  return out;
}

export default function generate(rng) {
  const cases = [
    [[0], [0]],
    [[5], [4]],
    [[4], [5]],
    [[10000], [10000]],
    [[1, 0], [0, 2]],
    [[3, 1, 1], [1, 2, 2]],
    [[0, 0, 0, 10], [1, 1, 1, 7]],
    [[5, 1, 2, 3, 4], [4, 4, 1, 5, 1]],
    [Array.from({ length: 10000 }, (_, i) => (i === 5000 ? 2 : 1)), Array.from({ length: 10000 }, (_, i) => (i === 4999 ? 2 : 1))],
    [[...Array(9999).fill(0), 10000 - 1], Array(10000).fill(1)],
    [[...Array(9999).fill(0), 10000], Array(10000).fill(1)],
  ];
  for (const [g, c] of cases) if (validStarts(g, c).length > 1) throw new Error('ambiguous hand-written case');
  let guard = 0;
  while (cases.length < 28 && guard++ < 100000) {
    const n = rng.int(1, rng.float() < 0.6 ? 12 : 3000);
    const gas = rng.intArray(n, 0, 100);
    const cost = rng.intArray(n, 0, 100);
    // nudge the totals so that roughly half the cases have total gas >= total cost
    const diff = gas.reduce((a, b) => a + b, 0) - cost.reduce((a, b) => a + b, 0);
    if (diff < 0 && rng.bool()) gas[rng.int(0, n - 1)] += Math.min(10000 - 100, -diff + rng.int(0, 3));
    if (gas.some((g) => g > 10000)) continue;
    if (validStarts(gas, cost).length > 1) continue;
    cases.push([gas, cost]);
  }
  return cases;
}

/**
 * n = 10^5 where every wrong start drives almost all the way round before running dry (only the last station is a
 * valid start), or no start works at the very end: trying every start costs n^2 / 2 = 5 * 10^9 steps.
 */
export function large() {
  const n = 100000;
  const gas = Array(n).fill(1);
  const cost = Array(n).fill(1);
  cost[n - 2] = 2;
  gas[n - 1] = 2;
  const noStart = Array(n).fill(10000);
  noStart[n - 1] = 9999;
  return [
    [gas, cost],
    [noStart, Array(n).fill(10000)],
  ];
}
