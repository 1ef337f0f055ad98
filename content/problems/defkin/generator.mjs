const text = (cases) =>
  `${cases.length}\n${cases.map(([w, h, pts]) => `${w} ${h} ${pts.length}\n${pts.map(([x, y]) => `${x} ${y}\n`).join('')}`).join('')}`;

// n towers in distinct columns and rows.
function towers(rng, w, h, n) {
  const xs = rng.shuffle(Array.from({ length: w }, (_, i) => i + 1)).slice(0, n);
  const ys = rng.shuffle(Array.from({ length: h }, (_, i) => i + 1)).slice(0, n);
  return [w, h, xs.map((x, i) => [x, ys[i]])];
}

export default function generate(rng) {
  const inputs = [
    text([[1, 1, []]]),
    text([[1, 1, [[1, 1]]]]),
    text([[40000, 40000, []]]),
    text([[40000, 1, [[20000, 1]]]]),
    text([[3, 3, [[1, 1], [2, 2], [3, 3]]]]),
    text([[10, 10, [[1, 10]]], [10, 10, [[10, 1]]], [7, 2, [[4, 1]]]]),
    text([[6, 6, [[3, 4], [4, 3]]]]),
  ];
  while (inputs.length < 30) {
    const t = rng.int(1, 10);
    const cases = [];
    for (let k = 0; k < t; k++) {
      const w = rng.int(1, rng.pick([10, 300]));
      const h = rng.int(1, rng.pick([10, 300]));
      cases.push(towers(rng, w, h, rng.int(0, Math.min(w, h, 50))));
    }
    inputs.push(text(cases));
  }
  return inputs.map((s) => [s]);
}

// Three test cases of 40000 towers on the full 40000 x 40000 kingdom.
export function large(rng) {
  const full = () => towers(rng, 40000, 40000, 40000 - rng.int(0, 5));
  return [[text(Array.from({ length: 3 }, full))], [text(Array.from({ length: 3 }, () => towers(rng, 40000, 40000, 39000)))]];
}
