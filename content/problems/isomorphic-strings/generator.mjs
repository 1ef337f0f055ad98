export default function generate(rng) {
  const cases = [
    ['a', 'a'], ['a', 'b'], ['aa', 'ab'], ['ab', 'aa'], ['ab', 'ba'], ['egg', 'add'], ['foo', 'bar'], ['badc', 'baba'],
    ['13', '42'], ['a b', 'c d'], ['a b', 'cdd'], ['!!?', '??!'],
  ];
  const printable = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('');
  const relabel = (s, alpha) => {
    const letters = rng.shuffle([...alpha]);
    const m = new Map();
    let k = 0;
    return [...s].map((ch) => {
      if (!m.has(ch)) m.set(ch, letters[k++]);
      return m.get(ch);
    }).join('');
  };
  for (let k = 0; k < 8; k++) {
    const s = rng.string(rng.int(1, 2000), rng.pick(['abc', 'abcdefgh', printable]));
    cases.push([s, relabel(s, printable)]);
  }
  for (let k = 0; k < 5; k++) {
    const s = rng.string(rng.int(2, 500), 'abcdef');
    const t = relabel(s, 'uvwxyzpq').split('');
    const i = rng.int(0, t.length - 1);
    t[i] = rng.pick([...'uvwxyzpq']);
    cases.push([s, t.join('')]);
  }
  for (let k = 0; k < 3; k++) {
    const n = rng.int(1, 20);
    cases.push([rng.string(n, 'ab'), rng.string(n, 'xy')]);
  }
  const big = rng.string(50000, printable);
  cases.push([big, relabel(big, printable)]);
  return cases;
}

/**
 * n = 5 * 10^4: isomorphic pairs (and one that breaks only at the last character), so comparing every pair of
 * positions runs through all of them.
 */
export function large(rng) {
  const n = 50000;
  const printable = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('');
  const relabel = (s) => {
    const letters = rng.shuffle([...printable]);
    const m = new Map();
    return [...s].map((ch) => {
      if (!m.has(ch)) m.set(ch, letters[m.size]);
      return m.get(ch);
    }).join('');
  };
  const cases = [];
  for (let k = 0; k < 4; k++) {
    const s = rng.string(n, k % 2 ? printable : 'abcdefghij');
    cases.push([s, relabel(s)]);
  }
  const s = 'a'.repeat(n - 1) + 'b';
  cases.push([s, 'x'.repeat(n)]);
  cases.push(['q'.repeat(n), 'z'.repeat(n)]);
  return cases;
}
