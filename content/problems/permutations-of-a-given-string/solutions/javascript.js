/**
 * @param {string} s
 * @return {string[]}
 */
var findPermutation = function (s) {
  const chars = [...s].sort();
  const used = new Array(chars.length).fill(false);
  const out = [];
  const path = [];
  const go = () => {
    if (path.length === chars.length) {
      out.push(path.join(''));
      return;
    }
    for (let i = 0; i < chars.length; i++) {
      if (used[i] || (i > 0 && chars[i] === chars[i - 1] && !used[i - 1])) continue;
      used[i] = true;
      path.push(chars[i]);
      go();
      path.pop();
      used[i] = false;
    }
  };
  go();
  return out;
};
