// A Map keeps insertion order: re-inserting a page on each use makes its first key the LRU page.
export default function solve(n, c, pages) {
  const mem = new Map();
  let faults = 0;
  for (const p of pages) {
    if (mem.has(p)) mem.delete(p);
    else {
      faults++;
      if (mem.size === c) mem.delete(mem.keys().next().value);
    }
    mem.set(p, true);
  }
  return faults;
}
