function session(prices) {
  return [['StockSpanner', ...prices.map(() => 'next')], [[], ...prices.map((p) => [p])]];
}
// LeetCode 901: 1 <= price <= 10^5, at most 10^4 calls.
export default function generate(rng) {
  const cases = [
    session([1]),
    session([100000]),
    session([5, 5, 5, 5]),
    session([1, 2, 3, 4, 5]),
    session([5, 4, 3, 2, 1]),
    session([7, 2, 1, 2]),
    session([31, 41, 48, 59, 79]),
    session([28, 14, 28, 35, 46, 53, 66, 80, 87, 88]),
  ];
  while (cases.length < 26) {
    const n = rng.int(1, rng.bool() ? 20 : 2000);
    const hi = rng.pick([3, 100, 100000]);
    cases.push(session(rng.intArray(n, 1, hi)));
  }
  return cases;
}

export function large(rng) {
  const n = 10000;
  return [
    session(Array.from({ length: n }, (_, i) => 1 + i * 10)),
    session(Array.from({ length: n }, (_, i) => 100000 - i * 10)),
    session(rng.intArray(n, 1, 100000)),
  ];
}
