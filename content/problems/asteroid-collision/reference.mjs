export default function solve(asteroids) {
  // naive repeated simulation: remove the first colliding adjacent pair until none remain
  let cur = [...asteroids];
  let changed = true;
  while (changed) {
    changed = false;
    const out = [];
    for (const a of cur) {
      const top = out[out.length - 1];
      if (out.length && top > 0 && a < 0) {
        changed = true;
        if (top > -a) continue;
        out.pop();
        if (top < -a) out.push(a);
      } else out.push(a);
    }
    cur = out;
  }
  return cur;
}
