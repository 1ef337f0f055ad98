export default class ArrayStack {
  constructor(capacity) {
    this.cap = capacity;
    this.data = [];
  }
  push(num) {
    if (this.data.length < this.cap) this.data.push(num);
  }
  pop() {
    return this.data.length ? this.data.pop() : -1;
  }
  top() {
    return this.data.length ? this.data[this.data.length - 1] : -1;
  }
  isEmpty() {
    return this.data.length === 0;
  }
  isFull() {
    return this.data.length === this.cap;
  }
}
