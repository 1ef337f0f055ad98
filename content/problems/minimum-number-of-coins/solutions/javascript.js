/**
 * @param {number} n
 * @return {number[]}
 */
var minPartition = function (n) {
  const out = [];
  for (const c of [2000, 500, 200, 100, 50, 20, 10, 5, 2, 1]) {
    const k = Math.floor(n / c);
    for (let i = 0; i < k; i++) out.push(c);
    n -= k * c;
  }
  return out;
};
