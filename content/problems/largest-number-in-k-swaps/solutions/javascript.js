/**
 * @param {string} s
 * @param {number} k
 * @return {string}
 */
var findMaximumNum = function (s, k) {
  const d = [...s];
  let best = s;
  const seen = new Set();
  const go = (i, left) => {
    const cur = d.join('');
    if (cur > best) best = cur;
    if (left === 0 || i >= d.length) return;
    const key = cur + '|' + i + '|' + left;
    if (seen.has(key)) return;
    seen.add(key);
    let m = d[i];
    for (let j = i + 1; j < d.length; j++) if (d[j] > m) m = d[j];
    if (m === d[i]) return go(i + 1, left);
    for (let j = d.length - 1; j > i; j--) {
      if (d[j] !== m) continue;
      [d[i], d[j]] = [d[j], d[i]];
      go(i + 1, left - 1);
      [d[i], d[j]] = [d[j], d[i]];
    }
  };
  go(0, k);
  return best;
};
