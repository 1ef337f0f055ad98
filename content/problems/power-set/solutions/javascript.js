/**
 * @param {string} s
 * @return {string[]}
 */
var AllPossibleStrings = function (s) {
  const out = [];
  const go = (i, cur) => {
    if (i === s.length) {
      if (cur) out.push(cur);
      return;
    }
    go(i + 1, cur + s[i]);
    go(i + 1, cur);
  };
  go(0, '');
  return out.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
};
