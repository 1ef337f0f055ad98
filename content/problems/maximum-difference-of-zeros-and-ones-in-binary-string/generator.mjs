// GfG: 1 <= |s| <= 10^5, binary string.
export default function generate(rng) {
  const cases = [
    ["0"],
    ["1"],
    ["01"],
    ["10"],
    ["000"],
    ["1111111111"],
    ["0101010101"],
    ["1001"],
    ["0110"],
    ["0011100"],
    ["1".repeat(2000)],
    ["0".repeat(2000)],
    ["1".repeat(1000) + "0" + "1".repeat(999)],
  ];
  while (cases.length < 32) {
    const n = rng.int(1, rng.pick([10, 100, 3000]));
    const p = rng.pick([0.2, 0.5, 0.7]);
    let t = "";
    for (let i = 0; i < n; i++) t += rng.float() < p ? "0" : "1";
    cases.push([t]);
  }
  return cases;
}

// n = 10^5: the all-substrings scan does n^2 / 2 steps whatever the content.
export function large(rng) {
  let mixed = "";
  for (let i = 0; i < 100000; i++) mixed += rng.float() < 0.5 ? "0" : "1";
  return [[mixed], ["1".repeat(100000)], ["01".repeat(50000)]];
}
