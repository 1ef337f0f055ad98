const text = (streets) => `${streets.map((a) => `${a.length}\n${a.join(' ')}\n`).join('')}0\n`;

// n values in [-1000, 1000] adding up to 0, from `shape`.
function street(rng, n, shape) {
  if (n === 1) return [0];
  const a = [];
  if (shape === 'split') {
    const h = Math.floor(n / 2);
    for (let i = 0; i < n; i++) a.push(i < h ? -1000 : i >= n - h ? 1000 : 0);
    return a;
  }
  let sum = 0;
  for (let i = 0; i < n - 1; i++) {
    let x = rng.int(-1000, 1000);
    // keep the remaining sum reachable by the values still to come
    const left = n - 1 - i;
    if (Math.abs(sum + x) > 1000 * left) x = -Math.sign(sum) * rng.int(0, 1000);
    a.push(x);
    sum += x;
  }
  a.push(-sum);
  return a;
}

export default function generate(rng) {
  const inputs = [
    text([[0]]),
    text([[5, -5]]),
    text([[-1000, 1000]]),
    text([[1000, 0, 0, 0, -1000]]),
    text([[0, 0, 0]]),
    text([street(rng, 2000, 'split')]),
    text([[1, -1], [-1, 1], [3, -2, -1]]),
  ];
  while (inputs.length < 28) {
    const k = rng.int(1, 5);
    inputs.push(text(Array.from({ length: k }, () => street(rng, rng.int(1, rng.pick([10, 500, 3000])), 'random'))));
  }
  return inputs.map((s) => [s]);
}

// Four streets of 10^5 houses, sellers on one side and buyers on the other (the answer is near its maximum).
export function large(rng) {
  return [
    [text(Array.from({ length: 4 }, () => street(rng, 100000, 'split')))],
    [text(Array.from({ length: 4 }, () => street(rng, 100000, 'random')))],
  ];
}
