export default class MinStack {
  constructor() {
    this.items = [];
  }
  push(val) {
    this.items.push(val);
  }
  pop() {
    this.items.pop();
  }
  top() {
    return this.items[this.items.length - 1];
  }
  getMin() {
    let m = Infinity;
    for (const v of this.items) if (v < m) m = v;
    return m;
  }
}
