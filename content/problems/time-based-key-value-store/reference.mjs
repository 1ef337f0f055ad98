// Per key, the (timestamp, value) pairs in the order set (timestamps only grow); get binary-searches them.
export default class TimeMap {
  constructor() {
    this.byKey = new Map();
  }
  set(key, value, timestamp) {
    if (!this.byKey.has(key)) this.byKey.set(key, []);
    this.byKey.get(key).push([timestamp, value]);
  }
  get(key, timestamp) {
    const list = this.byKey.get(key) ?? [];
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (list[mid][0] <= timestamp) lo = mid + 1;
      else hi = mid;
    }
    return lo === 0 ? '' : list[lo - 1][1];
  }
}
