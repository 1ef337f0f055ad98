// Keeps |x^n| <= 10^4 as the constraints require; x has up to 5 decimal places.
function roundX(v) {
  return Math.round(v * 1e5) / 1e5;
}

export default function generate(rng) {
  const MIN = -2147483648;
  const MAX = 2147483647;
  const cases = [
    [0, 1],
    [0.00001, 2147483647],
    [1, MIN],
    [1, MAX],
    [-1, MIN],
    [-1, MAX],
    [2, MIN],
    [-2, MIN + 1],
    [2, 0],
    [0.5, 13],
    [-2, 13],
    [-2, 12],
    [99.99999, 2],
    [-99.99999, 1],
    [1.00001, 123456],
    [0.99999, 948688],
    [34.00515, -3],
    [8.84372, -5],
    [-0.5, -13],
    [10, -5],
  ];
  while (cases.length < 40) {
    const x = roundX(rng.float() * 199.99998 - 99.99999);
    if (x === 0) continue;
    const ax = Math.abs(x);
    const n = rng.int(-60, 60);
    if (ax ** n > 1e4) continue;
    cases.push([x, n]);
  }
  // Huge exponents on bases near 1.
  for (let k = 0; k < 4; k++) {
    const x = roundX(1 + (rng.bool() ? 1 : -1) * rng.int(1, 9) * 1e-5);
    let n = rng.int(-2000000, 2000000);
    if (Math.abs(x) ** n > 1e4) n = -n;
    cases.push([x, n]);
  }
  return cases;
}
