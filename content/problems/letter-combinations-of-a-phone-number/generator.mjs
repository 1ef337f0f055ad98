export default function generate(rng) {
  const cases = [[''], ['2'], ['9'], ['79'], ['7979'], ['9999'], ['2222'], ['234'], ['5678'], ['22']];
  while (cases.length < 24) cases.push([rng.string(rng.int(1, 4), '23456789')]);
  return cases;
}
