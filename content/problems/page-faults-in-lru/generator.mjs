const mk = (c, pages) => [pages.length, c, pages];

export default function generate(rng) {
  const cases = [
    mk(1, [0]),
    mk(100000, [100000]),
    mk(1, [1, 2, 1, 2]),
    mk(2, [1, 2, 1, 2, 3, 1]),
    mk(3, [1, 2, 3, 4, 1, 2, 5, 1, 2, 3, 4, 5]),
    mk(4, [5, 0, 1, 3, 2, 4, 1, 0, 5]),
    mk(5, [9, 9, 9]),
  ];
  while (cases.length < 30) {
    const n = rng.int(1, rng.pick([10, 3000]));
    cases.push(mk(rng.int(1, rng.pick([4, 100])), rng.intArray(n, 0, rng.pick([5, 200, 100000]))));
  }
  return cases;
}

// n = 10^5 requests: cyclic patterns over c + 1 pages fault on every request, so a list search walks the whole memory.
export function large(rng) {
  const cyclic = (m) => Array.from({ length: 100000 }, (_, i) => i % m);
  return [mk(50000, cyclic(50001)), mk(100000, rng.intArray(100000, 0, 100000)), mk(90000, cyclic(90001)), mk(99999, cyclic(100000))];
}
