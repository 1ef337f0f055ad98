const MAXV = 100000;

export default function generate(rng) {
  const cases = [
    [[0]],
    [[MAXV]],
    [[0, 1]],
    [[1, 0]],
    [[MAXV, 0, 0, 0]],
    [[1, 1, 1, 1, 1]],
    [[2, 0, 0, 1]],
    [[3, 2, 1, 0, 4]],
    [[2, 3, 1, 1, 4]],
    [[1, 2, 0, 0, 1]],
  ];
  while (cases.length < 30) {
    const n = rng.int(2, rng.bool() ? 12 : 3000);
    const hi = rng.pick([2, 3, 6, 50]);
    const arr = rng.intArray(n, 0, hi);
    if (rng.bool()) arr[0] = Math.max(1, arr[0]);
    cases.push([arr]);
  }
  return cases;
}

export function large(rng) {
  const n = 100000;
  return [
    [Array.from({ length: n }, () => MAXV)],
    [Array.from({ length: n }, (_, i) => n - i)],
    [Array.from({ length: n }, () => 1)],
    [Array.from({ length: n }, (_, i) => (i === n - 2 ? 0 : i < n / 2 ? MAXV : 1))],
    [rng.intArray(n, 0, 3).map((x, i) => (i === 0 ? 3 : x))],
  ];
}
