const mk = (k, price) => [price.length, k, price];

export default function generate(rng) {
  const cases = [mk(1, [1]), mk(1, [100000]), mk(1000000000, [1]), mk(1000000000, [100000, 1]), mk(5, [1, 1, 1]), mk(7, [7, 10, 4]), mk(45, [10, 7, 19]), mk(1000000000, new Array(3000).fill(1))];
  while (cases.length < 30) {
    const n = rng.int(1, rng.pick([6, 3000]));
    cases.push(mk(rng.int(1, rng.pick([100, 100000, 1000000000])), rng.intArray(n, 1, rng.pick([10, 100000]))));
  }
  return cases;
}

// n = 10^5 with budgets that reach deep into the sorted days (the scan-for-cheapest approach is quadratic).
export function large(rng) {
  return [
    mk(1000000000, rng.intArray(100000, 1, 100000)),
    mk(1000000000, Array.from({ length: 100000 }, (_, i) => 100000 - i)),
    mk(rng.int(100000000, 1000000000), rng.intArray(100000, 1, 100)),
  ];
}
