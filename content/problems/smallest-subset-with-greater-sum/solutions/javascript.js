/**
 * @param {number[]} arr
 * @return {number}
 */
var minSubset = function (arr) {
  const a = Int32Array.from(arr).sort().reverse();
  let rest = 0;
  for (const x of a) rest += x;
  let taken = 0;
  let k = 0;
  while (taken <= rest) {
    taken += a[k];
    rest -= a[k];
    k++;
  }
  return k;
};
