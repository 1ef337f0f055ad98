// Oracle: keeps a sorted array (binary insertion); fine for the test sizes.
export default class KthLargest {
  constructor(k, nums) {
    this.k = k;
    this.sorted = [...nums].sort((a, b) => a - b);
  }
  add(val) {
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.sorted[mid] < val) lo = mid + 1;
      else hi = mid;
    }
    this.sorted.splice(lo, 0, val);
    return this.sorted[this.sorted.length - this.k];
  }
}
