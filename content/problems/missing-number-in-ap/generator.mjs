const N = 100000;
const V = 1000000000;

function ap(first, d, terms, missing) {
  const out = [];
  for (let i = 0; i < terms; i++) if (i !== missing) out.push(first + i * d);
  return out;
}

export default function generate(rng) {
  const cases = [
    [ap(-V, V / 2, 5, 1)],
    [ap(V, -V / 2, 5, 3)],
    [ap(0, 1, 4, 1)],
    [ap(0, 1, 4, 2)],
    [ap(5, -1, 5, 3)],
    [ap(-V, 2 * V / 4, 5, 2)],
    [ap(7, 3, 10, 1)],
    [ap(7, 3, 10, 8)],
  ];
  while (cases.length < 30) {
    const terms = rng.int(4, rng.bool() ? 12 : 3000);
    const maxStep = Math.floor((2 * V) / (terms - 1));
    let d = rng.int(1, Math.min(maxStep, rng.pick([3, 1000, maxStep])));
    if (rng.bool()) d = -d;
    const span = Math.abs(d) * (terms - 1);
    const first = d > 0 ? rng.int(-V, V - span) : rng.int(-V + span, V);
    cases.push([ap(first, d, terms, rng.int(1, terms - 2))]);
  }
  return cases;
}

export function large(rng) {
  const terms = N + 1;
  const d = Math.floor((2 * V) / N);
  return [[ap(-V, d, terms, rng.int(1, terms - 2))], [ap(V, -d, terms, 1)], [ap(0, 1, terms, terms - 2)]];
}
