// The product of the absolute values of all non-zero elements stays <= 2^31 - 1, which keeps every
// prefix product, suffix product and answer within 32 bits.
const LIMIT = 2147483647;

function make(rng, n, pBig, pZero) {
  let budget = 1;
  const nums = [];
  for (let i = 0; i < n; i++) {
    if (rng.float() < pZero) {
      nums.push(0);
      continue;
    }
    let v = rng.float() < pBig ? rng.int(2, 30) : 1;
    if (budget * v > LIMIT) v = 1;
    budget *= v;
    nums.push(rng.bool() ? v : -v);
  }
  return [nums];
}

export default function generate(rng) {
  const cases = [
    [[1, 1]],
    [[0, 0]],
    [[0, 5]],
    [[-30, 30]],
    [[2, 3]],
    [[0, 4, 0]],
    [[1, 0, 2, 3]],
    [[-1, -1, -1, -1, -1]],
    [[30, 30, 30, 30, 30, 30, -2]],
    [[2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1]],
  ];
  for (let k = 0; k < 6; k++) cases.push(make(rng, rng.int(2, 12), 0.6, 0.1));
  for (let k = 0; k < 3; k++) cases.push(make(rng, rng.int(100, 5000), 0.05, 0));
  cases.push(make(rng, 3000, 0.05, 0.001));
  cases.push(make(rng, 3000, 0, 0));
  cases.push(make(rng, 3000, 0.01, 0));
  return cases;
}

/**
 * n = 10^5: multiplying all the others for every index costs n^2 = 10^10 steps. Products stay small so that one
 * answer's output (10^5 numbers) stays well under the judge's 1 MiB output limit.
 */
export function large(rng) {
  const n = 100000;
  const signs = () => Array.from({ length: n }, () => (rng.bool() ? 1 : -1));
  const fewTwos = signs();
  for (let k = 0; k < 10; k++) fewTwos[rng.int(0, n - 1)] = rng.pick([2, -2]);
  const oneZero = signs();
  oneZero[n - 1] = 0;
  const bounds = signs();
  bounds[0] = 30;
  bounds[1] = -30;
  return [[signs()], [fewTwos], [oneZero], [bounds]];
}
