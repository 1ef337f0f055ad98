const MAXN = 100000;

/** Random rooted tree on 1..n: children lists in order. */
function randomTree(rng, n, wide) {
  const label = rng.shuffle(Array.from({ length: n }, (_, i) => i + 1));
  const kids = new Map(label.map((v) => [v, []]));
  for (let i = 1; i < n; i++) {
    // wide: any earlier node is the parent (bushy); otherwise one of the last two (long and thin)
    const p = label[wide ? rng.int(0, i - 1) : rng.int(Math.max(0, i - 2), i - 1)];
    kids.get(p).push(label[i]);
  }
  return kids;
}

/** Edge list with parents' pairs interleaved at random, each parent's children kept in order. */
function edges(rng, kids) {
  const active = [...kids.entries()].filter(([, c]) => c.length).map(([p, c]) => [p, c, 0]);
  const out = [];
  while (active.length) {
    const k = rng.int(0, active.length - 1);
    const entry = active[k];
    out.push(entry[0], entry[1][entry[2]++]);
    if (entry[2] === entry[1].length) {
      active[k] = active[active.length - 1];
      active.pop();
    }
  }
  return out;
}

function mirror(kids) {
  return new Map([...kids.entries()].map(([p, c]) => [p, [...c].reverse()]));
}

function make(rng, n, wide, broken) {
  const kids = randomTree(rng, n, wide);
  const other = mirror(kids);
  if (broken) {
    const multi = [...other.values()].filter((c) => c.length >= 2);
    if (multi.length && rng.bool()) {
      const c = rng.pick(multi);
      const i = rng.int(0, c.length - 2);
      [c[i], c[i + 1]] = [c[i + 1], c[i]];
    } else if (n >= 3) {
      // move a leaf under another node that is not its descendant (a leaf has none)
      const leaves = [...other.keys()].filter((v) => other.get(v).length === 0);
      const leaf = rng.pick(leaves);
      const parent = [...other.keys()].find((p) => other.get(p).includes(leaf));
      const targets = [...other.keys()].filter((v) => v !== leaf && v !== parent);
      if (parent !== undefined && targets.length) {
        other.set(parent, other.get(parent).filter((v) => v !== leaf));
        other.get(rng.pick(targets)).push(leaf);
      }
    }
  }
  return [n, n - 1, edges(rng, kids), edges(rng, other)];
}

export default function generate(rng) {
  const cases = [
    [1, 0, [], []],
    [2, 1, [1, 2], [1, 2]],
    [2, 1, [2, 1], [2, 1]],
    [3, 2, [1, 2, 2, 3], [1, 2, 2, 3]],
    [3, 2, [1, 2, 1, 3], [1, 3, 1, 2]],
    [3, 2, [3, 1, 3, 2], [3, 1, 3, 2]],
    [4, 3, [1, 2, 1, 3, 1, 4], [1, 4, 1, 2, 1, 3]],
    [4, 3, [1, 2, 1, 3, 1, 4], [1, 4, 1, 3, 1, 2]],
  ];
  while (cases.length < 30) cases.push(make(rng, rng.int(1, rng.bool() ? 10 : 2000), rng.bool(), rng.bool()));
  return cases;
}

export function large(rng) {
  return [make(rng, MAXN, true, false), make(rng, MAXN, false, false), make(rng, MAXN, true, true)];
}
