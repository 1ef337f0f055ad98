/**
 * @param {number[]} height
 * @return {number}
 */
var maxArea = function (height) {
  let lo = 0;
  let hi = height.length - 1;
  let best = 0;
  while (lo < hi) {
    const area = (hi - lo) * Math.min(height[lo], height[hi]);
    if (area > best) best = area;
    if (height[lo] < height[hi]) lo++;
    else hi--;
  }
  return best;
};
