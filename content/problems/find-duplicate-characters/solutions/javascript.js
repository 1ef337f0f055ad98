/**
 * @param {string} s
 * @return {string[]}
 */
var duplicateCharacters = function (s) {
  const cnt = new Array(26).fill(0);
  for (let i = 0; i < s.length; i++) cnt[s.charCodeAt(i) - 97]++;
  const res = [];
  for (let i = 0; i < s.length; i++) {
    const k = s.charCodeAt(i) - 97;
    if (cnt[k] > 1) {
      res.push(s[i] + cnt[k]);
      cnt[k] = 0;
    }
  }
  return res;
};
