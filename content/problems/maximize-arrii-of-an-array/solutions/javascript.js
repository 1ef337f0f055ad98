/**
 * @param {number[]} arr
 * @return {number}
 */
var Maximize = function (arr) {
  const a = Int32Array.from(arr).sort();
  const MOD = 1000000007;
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum = (sum + ((a[i] * i) % MOD)) % MOD;
  return sum;
};
