export default class twoStacks {
  constructor() {
    this.a = [];
    this.b = [];
  }
  push1(x) {
    this.a.push(x);
  }
  push2(x) {
    this.b.push(x);
  }
  pop1() {
    return this.a.length ? this.a.pop() : -1;
  }
  pop2() {
    return this.b.length ? this.b.pop() : -1;
  }
}
