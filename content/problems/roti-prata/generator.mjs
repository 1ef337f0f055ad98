const text = (cases) => `${cases.length}\n${cases.map(([p, ranks]) => `${p}\n${ranks.length} ${ranks.join(' ')}\n`).join('')}`;

export default function generate(rng) {
  const inputs = [
    text([[1, [1]]]),
    text([[1, [8]]]),
    text([[200, [8]]]),
    text([[150, [1]]]),
    text([[1000, new Array(50).fill(1)]]),
    text([[1000, new Array(50).fill(8)]]),
    text([[7, [1, 8]], [2, [3, 3]], [3, [1, 2, 3, 4, 5, 6, 7, 8]]]),
  ];
  while (inputs.length < 30) {
    const t = rng.int(1, 5);
    const cases = [];
    for (let k = 0; k < t; k++) {
      const l = rng.int(1, rng.bool() ? 3 : 50);
      cases.push([rng.int(1, l >= 20 ? 1000 : 100), rng.intArray(l, 1, 8)]);
    }
    inputs.push(text(cases));
  }
  return inputs.map((s) => [s]);
}

/** 100 test cases each: a lone rank-8 cook for 1000 pratas (the longest time), and random full-size cases. */
export function large(rng) {
  const slow = Array.from({ length: 100 }, () => [1000, [8]]);
  const mixed = Array.from({ length: 100 }, () => [rng.int(900, 1000), rng.intArray(rng.int(1, 3), 6, 8)]);
  const wide = Array.from({ length: 100 }, () => [1000, rng.intArray(50, 1, 8)]);
  return [[text(slow)], [text(mixed)], [text(wide)]];
}
