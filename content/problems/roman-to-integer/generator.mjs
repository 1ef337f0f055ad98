function toRoman(num) {
  const table = [[1000, 'M'], [900, 'CM'], [500, 'D'], [400, 'CD'], [100, 'C'], [90, 'XC'], [50, 'L'], [40, 'XL'], [10, 'X'], [9, 'IX'], [5, 'V'], [4, 'IV'], [1, 'I']];
  let out = '';
  for (const [v, sym] of table) while (num >= v) { out += sym; num -= v; }
  return out;
}

export default function generate(rng) {
  const fixed = [1, 3, 4, 5, 9, 10, 14, 40, 90, 400, 444, 900, 999, 1994, 3888, 3999, 2000, 58, 1000];
  const cases = fixed.map((n) => [toRoman(n)]);
  for (let k = 0; k < 16; k++) cases.push([toRoman(rng.int(1, 3999))]);
  return cases;
}
