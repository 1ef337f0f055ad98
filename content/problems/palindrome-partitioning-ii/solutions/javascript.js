/**
 * @param {string} s
 * @return {number}
 */
var minCut = function (s) {
  const n = s.length;
  const cut = new Int32Array(n);
  for (let j = 0; j < n; j++) cut[j] = j;
  for (let c = 0; c < n; c++) {
    for (let w = 0; w < 2; w++) {
      let l = c;
      let r = c + w;
      while (l >= 0 && r < n && s.charCodeAt(l) === s.charCodeAt(r)) {
        const v = l === 0 ? 0 : cut[l - 1] + 1;
        if (v < cut[r]) cut[r] = v;
        l--;
        r++;
      }
    }
  }
  return cut[n - 1];
};
