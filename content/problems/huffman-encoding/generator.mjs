const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

export default function generate(rng) {
  const cases = [
    ['ab', [1, 1]],
    ['ab', [1000000, 1]],
    ['abc', [1, 1, 1]],
    ['abcd', [1, 1, 1, 1]],
    ['zyx', [5, 1, 1]],
    [LETTERS, new Array(26).fill(1000000)],
    [LETTERS, Array.from({ length: 26 }, (_, i) => 2 ** Math.min(i, 19))],
    ['qwe', [2, 3, 4]],
  ];
  while (cases.length < 30) {
    const n = rng.int(2, 26);
    cases.push([rng.shuffle([...LETTERS]).slice(0, n).join(''), rng.intArray(n, 1, rng.pick([3, 100, 1000000]))]);
  }
  return cases;
}

// All 26 letters: Fibonacci-like weights make the tree as deep as possible, and random weights.
export function large(rng) {
  const fib = [1, 1];
  while (fib.length < 26) fib.push(Math.min(1000000, fib[fib.length - 1] + fib[fib.length - 2]));
  return [[LETTERS, fib], [rng.shuffle([...LETTERS]).join(''), rng.intArray(26, 1, 1000000)]];
}
