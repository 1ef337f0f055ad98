/**
 * @param {string} str
 * @return {number}
 */
var maxSubStr = function (str) {
  let bal = 0, cnt = 0;
  for (let i = 0; i < str.length; i++) {
    bal += str[i] === '0' ? 1 : -1;
    if (bal === 0) cnt++;
  }
  return bal === 0 ? cnt : -1;
};
