export default function generate(rng) {
  const cases = [[[30]], [[100]], [[30, 100]], [[100, 30]], [[50, 50, 50]], [[30, 40, 50, 60]], [[60, 50, 40, 30]], [[89, 62, 70, 58, 47, 47, 46, 76, 100, 70]], [[30, 60, 90]]];
  for (let k = 0; k < 13; k++) cases.push([rng.intArray(rng.int(1, 2000), 30, rng.pick([31, 40, 100]))]);
  const dec = [];
  for (let i = 0; i < 12000; i++) dec.push(100 - Math.floor(i / 180));
  dec.push(100);
  cases.push([dec]);
  cases.push([rng.intArray(12000, 30, 100)]);
  return cases;
}
