const text = (bars) => `${bars.length}\n${bars.map(([x, y]) => `${x.length + 1} ${y.length + 1}\n${[...x, ...y].map((c) => `${c}\n`).join('')}`).join('')}`;

export default function generate(rng) {
  const inputs = [
    text([[[], []]]),
    text([[[1000], []]]),
    text([[[], [1]]]),
    text([[[2, 1, 3, 1, 4], [4, 1, 2]]]),
    text([[[5, 5, 5], [5, 5, 5]]]),
    text([[new Array(999).fill(1000), new Array(999).fill(1000)]]),
    text([[[1, 2, 3, 4], [4, 3, 2, 1]], [[7], [7]]]),
  ];
  while (inputs.length < 28) {
    const t = rng.int(1, 5);
    const bars = Array.from({ length: t }, () => {
      const hi = rng.pick([3, 1000]);
      return [rng.intArray(rng.int(0, rng.pick([5, 200])), 1, hi), rng.intArray(rng.int(0, rng.pick([5, 200])), 1, hi)];
    });
    inputs.push(text(bars));
  }
  return inputs.map((s) => [s]);
}

// Twenty full 1000 x 1000 bars.
export function large(rng) {
  return [[text(Array.from({ length: 20 }, () => [rng.intArray(999, 1, 1000), rng.intArray(999, 1, 1000)]))]];
}
