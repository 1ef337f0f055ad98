/**
 * @param {number[]} arr
 * @param {number} k
 * @return {number}
 */
var countSubsequences = function (arr, k) {
  const MOD = 1000000007;
  const cnt = new Int32Array(k);
  for (const a of arr) {
    for (let p = Math.floor((k - 1) / a); p >= 1; p--) {
      if (cnt[p] !== 0) cnt[p * a] = (cnt[p * a] + cnt[p]) % MOD;
    }
    if (a < k) cnt[a] = (cnt[a] + 1) % MOD;
  }
  let total = 0;
  for (let p = 1; p < k; p++) total = (total + cnt[p]) % MOD;
  return total;
};
