function number(rng, len) {
  if (len === 1) return [rng.int(0, 9)];
  return [rng.int(1, 9), ...rng.intArray(len - 1, 0, 9)];
}

export default function generate(rng) {
  const cases = [[[0]], [[9]], [[1, 9]], [[9, 9, 9, 9]], [[8, 9, 9]], [[1, 0, 0]], [[9, 0, 9]]];
  while (cases.length < 28) {
    const d = number(rng, rng.int(1, rng.bool() ? 8 : 2000));
    if (rng.bool()) for (let i = Math.max(1, d.length - rng.int(1, 20)); i < d.length; i++) d[i] = 9;
    cases.push([d]);
  }
  return cases;
}

export function large(rng) {
  const n = 100000;
  return [[Array(n).fill(9)], [[1, ...Array(n - 1).fill(9)]], [number(rng, n)]];
}
