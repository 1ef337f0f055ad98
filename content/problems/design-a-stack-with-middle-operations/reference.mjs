// Plain array with splice: the oracle only needs to be correct and fast enough for 10^5 calls.
export default class MiddleStack {
  constructor() {
    this.a = [];
  }
  push(x) {
    this.a.push(x);
  }
  pop() {
    return this.a.length ? this.a.pop() : -1;
  }
  findMiddle() {
    const n = this.a.length;
    return n ? this.a[Math.ceil(n / 2) - 1] : -1;
  }
  deleteMiddle() {
    const n = this.a.length;
    if (!n) return -1;
    return this.a.splice(Math.ceil(n / 2) - 1, 1)[0];
  }
}
