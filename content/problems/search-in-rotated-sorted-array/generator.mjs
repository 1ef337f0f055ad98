export default function generate(rng) {
  const sortedDistinct = (n) => {
    const set = new Set();
    while (set.size < n) set.add(rng.int(-10000, 10000));
    return [...set].sort((a, b) => a - b);
  };
  const rot = (a, k) => [...a.slice(k), ...a.slice(0, k)];
  const cases = [
    [[1], 0], [[1], 1], [[1, 3], 3], [[3, 1], 1], [[3, 1], 3], [[3, 1], 2], [[5, 1, 3], 5], [[5, 1, 3], 3], [[4, 5, 6, 7, 0, 1, 2], 0],
    [[4, 5, 6, 7, 0, 1, 2], 3], [[1, 2, 3, 4, 5], 5], [[2, 3, 4, 5, 1], 1], [[-10000, 10000], 10000],
  ];
  for (let k = 0; k < 12; k++) {
    const a = sortedDistinct(rng.int(1, 2000));
    const r = rot(a, rng.int(0, a.length - 1));
    cases.push([r, rng.bool() ? rng.pick(r) : rng.int(-10000, 10000)]);
  }
  const big = sortedDistinct(5000);
  const br = rot(big, 4321);
  let absent = 0;
  while (big.includes(absent)) absent++;
  cases.push([br, br[4999]], [br, br[0]], [br, absent]);
  return cases;
}

/** 5000 distinct values, the stated maximum, rotated, with targets at both ends of the value range. */
export function large(rng) {
  const vals = rng.shuffle(Array.from({ length: 20001 }, (_, i) => i - 10000)).slice(0, 5000).sort((a, b) => a - b);
  const cut = rng.int(1, 4999);
  const rot = [...vals.slice(cut), ...vals.slice(0, cut)];
  return [[rot, -10000], [rot, 10000], [rot, vals[0]]];
}
