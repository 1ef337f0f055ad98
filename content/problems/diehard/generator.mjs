const text = (pairs) => `${pairs.length}\n${pairs.map(([h, a]) => `${h} ${a}\n`).join('')}`;

export default function generate(rng) {
  const inputs = [
    text([[1, 1]]),
    text([[1000, 1000]]),
    text([[1, 1000]]),
    text([[1000, 1]]),
    text([[5, 10], [6, 11], [3, 9], [21, 1], [18, 9]]),
    text([[20, 8], [2, 10], [4, 4]]),
  ];
  while (inputs.length < 28) {
    const t = rng.int(1, 10);
    inputs.push(text(Array.from({ length: t }, () => [rng.int(1, rng.pick([30, 1000])), rng.int(1, rng.pick([30, 1000]))])));
  }
  return inputs.map((s) => [s]);
}

// 1000 test cases with health and armour near the maximum: the state space per case is about 10^6.
export function large(rng) {
  return [
    [text(Array.from({ length: 1000 }, () => [rng.int(900, 1000), rng.int(900, 1000)]))],
    [text(Array.from({ length: 1000 }, () => [1000, 1000]))],
  ];
}
