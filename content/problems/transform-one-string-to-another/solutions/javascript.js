/**
 * @param {string} A
 * @param {string} B
 * @return {number}
 */
var transform = function (A, B) {
  if (A.length !== B.length) return -1;
  const cnt = new Array(128).fill(0);
  for (let i = 0; i < A.length; i++) cnt[A.charCodeAt(i)]++;
  for (let i = 0; i < B.length; i++) if (--cnt[B.charCodeAt(i)] < 0) return -1;
  let j = B.length - 1;
  for (let i = A.length - 1; i >= 0; i--) if (j >= 0 && A[i] === B[j]) j--;
  return j + 1;
};
