/**
 * @param {number[]} arr
 * @return {number[]}
 */
var convertMinToMaxHeap = function (arr) {
  const n = arr.length;
  for (let i = (n >> 1) - 1; i >= 0; i--) {
    const v = arr[i];
    let j = i;
    for (;;) {
      let l = 2 * j + 1;
      if (l >= n) break;
      if (l + 1 < n && arr[l + 1] > arr[l]) l++;
      if (arr[l] <= v) break;
      arr[j] = arr[l];
      j = l;
    }
    arr[j] = v;
  }
  return arr;
};
