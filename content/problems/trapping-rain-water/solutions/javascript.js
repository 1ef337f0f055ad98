/**
 * @param {number[]} height
 * @return {number}
 */
var trap = function (height) {
  let lo = 0;
  let hi = height.length - 1;
  let leftMax = 0;
  let rightMax = 0;
  let water = 0;
  while (lo <= hi) {
    leftMax = Math.max(leftMax, height[lo]);
    rightMax = Math.max(rightMax, height[hi]);
    if (leftMax < rightMax) water += leftMax - height[lo++];
    else water += rightMax - height[hi--];
  }
  return water;
};
