// Seeded PRNG (mulberry32) so generated tests are reproducible from the problem slug.
function hashSeed(text) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export function createRng(seedText) {
  let state = hashSeed(String(seedText));
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rng = {
    float: next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    bool: () => next() < 0.5,
    pick: (arr) => arr[Math.floor(next() * arr.length)],
    shuffle: (arr) => {
      const a = [...arr];
      for (let i = a.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [a[i], a[j]] = [a[j], a[i]];
      }
      return a;
    },
    intArray: (n, lo, hi) => Array.from({ length: n }, () => rng.int(lo, hi)),
    string: (n, alphabet = 'abcdefghijklmnopqrstuvwxyz') =>
      Array.from({ length: n }, () => alphabet[Math.floor(next() * alphabet.length)]).join(''),
  };
  return rng;
}
