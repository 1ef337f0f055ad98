export default function generate(rng) {
  const bin = (n) => (n <= 0 ? '0' : '1' + rng.string(n - 1, '01'));
  const cases = [
    ['0', '0'], ['0', '1'], ['1', '0'], ['1', '1'], ['10', '1'], ['11', '11'], ['1', '111111'], ['1010', '1011'],
    ['1'.repeat(64), '1'], ['100000', '0'],
  ];
  for (let k = 0; k < 12; k++) cases.push([bin(rng.int(1, 300)), bin(rng.int(1, 300))]);
  cases.push([bin(10000), bin(10000)]);
  cases.push(['1'.repeat(10000), '1']);
  cases.push([bin(10000), bin(5)]);
  return cases;
}
