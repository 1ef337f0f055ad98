const E18 = 10n ** 18n;

function big(rng, limit) {
  // A uniform-ish BigInt in [-limit, limit] built from two 30-bit draws.
  const span = 2n * limit + 1n;
  const r = (BigInt(rng.int(0, 2 ** 30 - 1)) << 30n) | BigInt(rng.int(0, 2 ** 30 - 1));
  return (r * span) / (1n << 60n) - limit;
}

const text = (cases) =>
  `${cases.length}\n${cases
    .map(([ranges, ks]) => `${ranges.length} ${ks.length}\n${ranges.map(([a, b]) => `${a} ${b}\n`).join('')}${ks.join('\n')}\n`)
    .join('')}`;

function randomCase(rng, n, q, limit) {
  const ranges = [];
  for (let i = 0; i < n; i++) {
    const a = big(rng, limit);
    let b = a + (rng.bool() ? BigInt(rng.int(0, 20)) : big(rng, limit) + limit);
    if (b > limit) b = limit;
    ranges.push([a, b]);
  }
  const ks = Array.from({ length: q }, () => BigInt(rng.int(1, 60)) * (rng.bool() ? 1n : (limit / 30n) + 1n));
  return [ranges, ks];
}

export default function generate(rng) {
  const inputs = [
    text([[[[0, 0]], [1, 2]]]),
    text([[[[-1000, 1000]], [1, 1000, 2001, 2002]]]),
    text([[[[1000, 1000], [-1000, -1000]], [1, 2, 3]]]),
    text([[[[1, 3], [2, 6], [5, 9], [20, 21]], [1, 9, 10, 11, 12]]]),
    text([[[[1, 2], [3, 4]], [3, 4, 5]], [[[7, 7], [7, 7]], [1, 2]]]),
  ];
  while (inputs.length < 30) {
    const t = rng.int(1, 3);
    const limit = rng.pick([10n, 1000n]);
    inputs.push(text(Array.from({ length: t }, () => randomCase(rng, rng.int(1, limit === 10n ? 5 : 100), rng.int(1, 50), limit))));
  }
  return inputs.map((s) => [s]);
}

/**
 * Values up to 10^18 (kept out of tests.json so that the one-by-one walk stays a correct, merely slow, solution there):
 * three test cases of 100 huge ranges and 1000 queries with K around 10^17..10^18, the extreme ranges, and one range
 * [-10^18, 10^18] queried past its end.
 */
export function large(rng) {
  const huge = () => {
    const [ranges] = randomCase(rng, 100, 0, E18);
    const ks = Array.from({ length: 1000 }, () => big(rng, E18 / 2n) + E18 / 2n + 1n);
    return [ranges, ks];
  };
  const extremes = text([
    [[[-E18, E18]], [1n, E18, 2n * E18 + 1n, 2n * E18 + 2n]],
    [[[E18, E18], [-E18, -E18]], [1n, 2n, 3n]],
  ]);
  return [[text([huge(), huge(), huge()])], [extremes], [text([[[[-E18, E18]], Array.from({ length: 1000 }, (_, i) => E18 + BigInt(i))]])]];
}
