/**
 * @param {number[]} arr
 * @return {number[]}
 */
var subsetSums = function (arr) {
  const out = [];
  const go = (i, sum) => {
    if (i === arr.length) {
      out.push(sum);
      return;
    }
    go(i + 1, sum + arr[i]);
    go(i + 1, sum);
  };
  go(0, 0);
  return out;
};
