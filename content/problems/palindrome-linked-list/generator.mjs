function pal(rng, n) {
  const half = rng.intArray(Math.floor(n / 2), 0, 9);
  const mid = n % 2 ? [rng.int(0, 9)] : [];
  return [...half, ...mid, ...[...half].reverse()];
}
export default function generate(rng) {
  const cases = [
    [[0]],
    [[9]],
    [[1, 1]],
    [[1, 2]],
    [[1, 2, 1]],
    [[1, 2, 2]],
    [[1, 0, 0, 1]],
    [[1, 0, 1, 1]],
    [[1, 2, 3, 2, 2]],
    [pal(rng, 3000)],
  ];
  const nearly = pal(rng, 2999);
  nearly[1234] = (nearly[1234] + 1) % 10;
  cases.push([nearly]);
  while (cases.length < 28) {
    const n = rng.int(1, rng.bool() ? 12 : 3000);
    const kind = rng.int(0, 2);
    if (kind === 0) cases.push([pal(rng, n)]);
    else if (kind === 1) {
      const p = pal(rng, n);
      if (n > 1) {
        const i = rng.int(0, n - 1);
        p[i] = (p[i] + rng.int(1, 9)) % 10;
      }
      cases.push([p]);
    } else cases.push([rng.intArray(n, 0, rng.bool() ? 1 : 9)]);
  }
  return cases;
}

/** 10^5 nodes, the stated maximum: palindromes (every pair must be compared) and a miss at the very middle. */
export function large(rng) {
  const n = 100000;
  const middleMiss = pal(rng, n);
  middleMiss[n / 2] = (middleMiss[n / 2] + 1) % 10;
  return [[pal(rng, n)], [Array(n).fill(9)], [pal(rng, n - 1)], [middleMiss]];
}
