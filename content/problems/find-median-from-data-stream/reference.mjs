// Oracle: sorted array with binary insertion.
export default class MedianFinder {
  constructor() {
    this.a = [];
  }
  addNum(num) {
    let lo = 0;
    let hi = this.a.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.a[mid] < num) lo = mid + 1;
      else hi = mid;
    }
    this.a.splice(lo, 0, num);
  }
  findMedian() {
    const n = this.a.length;
    return n % 2 ? this.a[(n - 1) / 2] : (this.a[n / 2 - 1] + this.a[n / 2]) / 2;
  }
}
