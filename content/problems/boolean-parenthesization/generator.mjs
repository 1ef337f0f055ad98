// GfG: 1 <= |s| <= 200 (odd), answer modulo 1003.
function expr(rng, m, syms, ops) {
  let s = rng.pick(syms);
  for (let i = 1; i < m; i++) s += rng.pick(ops) + rng.pick(syms);
  return s;
}
export default function generate(rng) {
  const cases = [
    ["T"],
    ["T&F"],
    ["T|F"],
    ["F^F"],
    ["T^T^T"],
    ["F|F|F|F|F|F|F"],
    ["T&T&T&T&T&T&T&T"],
    ["T|T|T|T|T|T|T|T|T|T|T|T|T"],
    ["F&F&F&F&F&F&F&F&F&F&F&F&F"],
    ["T^F^T^F^T^F^T^F^T^F^T^F^T"],
  ];
  while (cases.length < 32) {
    const m = rng.int(1, 13);
    cases.push([expr(rng, m, ["T", "F"], rng.pick([["&", "|", "^"], ["&", "|"], ["^"]]))]);
  }
  return cases;
}

// 100 symbols (length 199): the plain recursion makes about 3^100 calls.
export function large(rng) {
  return [
    [expr(rng, 100, ["T", "F"], ["&", "|", "^"])],
    [expr(rng, 100, ["T", "F"], ["^"])],
    [expr(rng, 100, ["T"], ["|", "&"])],
  ];
}
