const MAX = 2147483647;
export default function generate(rng) {
  const cases = [[0, 0], [0, MAX], [MAX, 0], [MAX, MAX], [1, 0], [1073741824, 1], [5, 5], [12345, 54321], [2, 3], [1, 2147483646]];
  while (cases.length < 26) cases.push([rng.int(0, MAX), rng.pick([rng.int(0, MAX), rng.int(0, 64)])]);
  return cases;
}

export function large() {
  return [[0, MAX], [MAX, 0], [1431655765, 715827882]];
}
