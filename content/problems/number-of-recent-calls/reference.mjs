export default class RecentCounter {
  constructor() {
    this.times = [];
  }
  ping(t) {
    this.times.push(t);
    let n = 0;
    for (const x of this.times) if (x >= t - 3000) n++;
    return n;
  }
}
