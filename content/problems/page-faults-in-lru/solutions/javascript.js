/**
 * @param {number} n
 * @param {number} c
 * @param {number[]} pages
 * @return {number}
 */
var pageFaults = function (n, c, pages) {
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
};
