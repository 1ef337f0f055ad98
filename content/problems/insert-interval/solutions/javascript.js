/**
 * @param {number[][]} intervals
 * @param {number[]} newInterval
 * @return {number[][]}
 */
var insert = function (intervals, newInterval) {
  let [s, e] = newInterval;
  const out = [];
  let i = 0;
  const n = intervals.length;
  while (i < n && intervals[i][1] < s) out.push(intervals[i++]);
  while (i < n && intervals[i][0] <= e) {
    s = Math.min(s, intervals[i][0]);
    e = Math.max(e, intervals[i][1]);
    i++;
  }
  out.push([s, e]);
  while (i < n) out.push(intervals[i++]);
  return out;
};
