// Linked list of runs; each round removes every run of length >= 2 at once and merges the equal
// neighbours that become adjacent. Total work is linear in the number of runs.
export default function solve(S) {
  const ch = [], len = [];
  for (let i = 0; i < S.length; ) {
    let j = i;
    while (j < S.length && S[j] === S[i]) j++;
    ch.push(S[i]);
    len.push(j - i);
    i = j;
  }
  const m = ch.length;
  const prev = Array.from({ length: m }, (_, i) => i - 1);
  const next = Array.from({ length: m }, (_, i) => (i + 1 < m ? i + 1 : -1));
  const alive = new Array(m).fill(true);
  let work = [];
  for (let i = 0; i < m; i++) if (len[i] >= 2) work.push(i);
  while (work.length) {
    for (const x of work) alive[x] = false;
    const lefts = [];
    for (const x of work) {
      const p = prev[x];
      if (p !== -1 && !alive[p]) continue; // not the leftmost of its dead block
      let q = x;
      while (q !== -1 && !alive[q]) q = next[q];
      if (p !== -1) next[p] = q;
      if (q !== -1) prev[q] = p;
      if (p !== -1 && q !== -1) lefts.push(p);
    }
    const nextWork = [];
    for (const p of lefts) {
      if (!alive[p]) continue;
      let merged = false;
      while (next[p] !== -1 && ch[next[p]] === ch[p]) {
        const q = next[p];
        len[p] += len[q];
        alive[q] = false;
        next[p] = next[q];
        if (next[q] !== -1) prev[next[q]] = p;
        merged = true;
      }
      if (merged) nextWork.push(p);
    }
    work = nextWork;
  }
  let out = '';
  for (let i = 0; i < m; i++) if (alive[i]) out += ch[i].repeat(len[i]);
  return out;
}
