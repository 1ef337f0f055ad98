/**
 * @param {string} s
 * @return {string}
 */
var firstRepeatedWord = function (s) {
  const seen = new Set();
  for (const w of s.split(' ')) {
    if (seen.has(w)) return w;
    seen.add(w);
  }
  return '';
};
