function allWords(len) {
  // distinct words of `len` letters, in a fixed order
  const out = [];
  const total = 26 ** len;
  for (let k = 0; k < total; k++) {
    let w = '';
    let x = k;
    for (let i = 0; i < len; i++) {
      w = String.fromCharCode(97 + (x % 26)) + w;
      x = Math.floor(x / 26);
    }
    out.push(w);
  }
  return out;
}

function sentence(rng, count, alpha, maxLen) {
  return Array.from({ length: count }, () => rng.string(rng.int(1, maxLen), alpha)).join(' ');
}

export default function generate(rng) {
  const cases = [['a'], ['a a'], ['a b'], ['ab abc ab'], ['abc ab abc ab'], ['x y z x y z'], ['hello'], ['same same same'], ['aa a aa a'], ['b a c a b']];
  for (let k = 0; k < 10; k++) cases.push([sentence(rng, rng.int(1, 10), rng.pick(['ab', 'abc']), rng.pick([2, 3]))]);
  for (let k = 0; k < 3; k++) {
    const words = rng.shuffle(allWords(3)).slice(0, rng.int(300, 3000));
    words.push(rng.pick(words));
    cases.push([words.join(' ')]);
  }
  return cases;
}

/** About 10^6 characters of distinct 4-letter words, repeated only at the very end (or not at all). */
export function large(rng) {
  const words = rng.shuffle(allWords(4)).slice(0, 199999);
  const noRepeat = words.join(' ');
  const lastRepeat = `${words.slice(0, 199998).join(' ')} ${words[0]}`;
  return [[noRepeat], [lastRepeat]];
}
