// Offline: elementary segments between sorted endpoints, a Fenwick tree of booked segments, union-find skipping.
export default function conflictingAppointments(appointments) {
  const coords = [...new Set(appointments.flat())].sort((a, b) => a - b);
  const index = new Map(coords.map((c, i) => [c, i]));
  const m = coords.length;
  const bit = new Int32Array(m + 1);
  const add = (i) => {
    for (i++; i <= m; i += i & -i) bit[i]++;
  };
  const prefix = (i) => {
    let s = 0;
    for (; i > 0; i -= i & -i) s += bit[i];
    return s;
  };
  const next = Int32Array.from({ length: m + 1 }, (_, i) => i);
  const find = (x) => {
    let r = x;
    while (next[r] !== r) r = next[r];
    while (next[x] !== r) {
      const up = next[x];
      next[x] = r;
      x = up;
    }
    return r;
  };
  const out = [];
  appointments.forEach(([s, e], i) => {
    const a = index.get(s);
    const b = index.get(e);
    if (prefix(b) - prefix(a) > 0) out.push(i);
    for (let j = find(a); j < b; j = find(j + 1)) {
      add(j);
      next[j] = j + 1;
    }
  });
  return out;
}
