export default class TimeMap {
  constructor() {
    this.log = [];
  }
  set(key, value, timestamp) {
    this.log.push([key, value, timestamp]);
  }
  get(key, timestamp) {
    let best = null;
    for (const [k, v, t] of this.log) if (k === key && t <= timestamp && (!best || t > best[1])) best = [v, t];
    return best ? best[0] : '';
  }
}
