/**
 * @param {number[]} arr
 * @return {number}
 */
var findMaxProduct = function (arr) {
  if (arr.length === 1) return arr[0];
  const MOD = 1000000007n;
  let negs = 0;
  let zeros = 0;
  let closest = -Infinity;
  for (const x of arr) {
    if (x === 0) zeros++;
    else if (x < 0) {
      negs++;
      closest = Math.max(closest, x);
    }
  }
  let dropOne = negs % 2 === 1;
  if (arr.length - zeros - (dropOne ? 1 : 0) === 0) return 0;
  let p = 1n;
  for (const x of arr) {
    if (x === 0) continue;
    if (dropOne && x === closest) {
      dropOne = false;
      continue;
    }
    p = (p * BigInt(Math.abs(x))) % MOD;
  }
  return Number(p);
};
