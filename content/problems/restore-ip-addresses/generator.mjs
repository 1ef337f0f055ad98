export default function generate(rng) {
  const cases = [['1'], ['111'], ['1111'], ['255255255255'], ['256256256256'], ['010010'], ['000256'], ['1234567890123'], ['99999999999999999999'], ['172162541'], ['0279245587303']];
  while (cases.length < 30) {
    const n = rng.int(1, rng.bool() ? 12 : 20);
    cases.push([rng.string(n, rng.pick(['0123456789', '012', '0125', '1']))]);
  }
  return cases;
}

export function large() {
  return [['11111111111111111111'], ['111111111111'], ['255255111011']];
}
