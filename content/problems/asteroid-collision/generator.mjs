export default function generate(rng) {
  const nz = (lo, hi) => { let v = 0; while (v === 0) v = rng.int(lo, hi); return v; };
  const cases = [
    [[1, -1]], [[-1, 1]], [[1, 2]], [[-1, -2]], [[5, 10, -5]], [[8, -8]], [[10, 2, -5]], [[-2, -1, 1, 2]], [[1, -2, -2, -2]],
    [[1000, -1000]], [[-1000, 1000]], [[1, 1, 1, -3]], [[3, 3, -3, 3, -3]],
  ];
  for (let k = 0; k < 12; k++) cases.push([Array.from({ length: rng.int(2, 2000) }, () => nz(rng.pick([-10, -1000]), rng.pick([10, 1000])))]);
  const big = [];
  for (let i = 0; i < 5000; i++) big.push(rng.int(1, 999));
  big.push(-1000);
  cases.push([big]);
  cases.push([Array.from({ length: 10000 }, () => nz(-1000, 1000))]);
  return cases;
}
