export default class NStack {
  constructor(N, S) {
    this.capacity = S;
    this.used = 0;
    this.stacks = Array.from({ length: N + 1 }, () => []);
  }
  push(x, m) {
    if (this.used === this.capacity) return false;
    this.stacks[m].push(x);
    this.used++;
    return true;
  }
  pop(m) {
    if (this.stacks[m].length === 0) return -1;
    this.used--;
    return this.stacks[m].pop();
  }
}
