// Binary search on K; 2-D double rolling hashes (moduli below 2^26 keep products exact in doubles), and every hash
// match is confirmed cell by cell, so a collision can never make the oracle report a block that is not common.
const P1 = 67108859;
const P2 = 67108837;
const R1 = 1009;
const C1 = 2003;
const R2 = 3001;
const C2 = 4001;

function powMod(b, e, p) {
  let r = 1;
  for (let i = 0; i < e; i++) r = (r * b) % p;
  return r;
}

function blockHashes(g, k, rb, cb, p) {
  const n = g.length;
  const m = g[0].length;
  const rk = powMod(rb, k, p);
  const rows = [];
  for (let i = 0; i < n; i++) {
    const row = g[i];
    const out = new Float64Array(m - k + 1);
    let h = 0;
    for (let j = 0; j < m; j++) {
      h = (h * rb + row[j]) % p;
      if (j >= k) h = (h - ((row[j - k] * rk) % p) + p) % p;
      if (j >= k - 1) out[j - k + 1] = h;
    }
    rows.push(out);
  }
  const ck = powMod(cb, k, p);
  const w = m - k + 1;
  const res = Array.from({ length: n - k + 1 }, () => new Float64Array(w));
  for (let j = 0; j < w; j++) {
    let h = 0;
    for (let i = 0; i < n; i++) {
      h = (h * cb + rows[i][j]) % p;
      if (i >= k) h = (h - ((rows[i - k][j] * ck) % p) + p) % p;
      if (i >= k - 1) res[i - k + 1][j] = h;
    }
  }
  return res;
}

function same(a, ai, aj, b, bi, bj, k) {
  for (let i = 0; i < k; i++) for (let j = 0; j < k; j++) if (a[ai + i][aj + j] !== b[bi + i][bj + j]) return false;
  return true;
}

function common(a, b, k) {
  const a1 = blockHashes(a, k, R1, C1, P1);
  const a2 = blockHashes(a, k, R2, C2, P2);
  const seen = new Map();
  for (let i = 0; i < a1.length; i++) {
    for (let j = 0; j < a1[0].length; j++) {
      const key = a1[i][j] * P2 + a2[i][j];
      if (!seen.has(key)) seen.set(key, [i, j]);
    }
  }
  const b1 = blockHashes(b, k, R1, C1, P1);
  const b2 = blockHashes(b, k, R2, C2, P2);
  for (let i = 0; i < b1.length; i++) {
    for (let j = 0; j < b1[0].length; j++) {
      const at = seen.get(b1[i][j] * P2 + b2[i][j]);
      if (at && same(a, at[0], at[1], b, i, j, k)) return true;
    }
  }
  return false;
}

export default function solve(input) {
  const v = input.split(/\s+/).filter(Boolean).map(Number);
  let at = 0;
  const read = () => {
    const r = v[at++];
    const c = v[at++];
    const g = [];
    for (let i = 0; i < r; i++) {
      g.push(v.slice(at, at + c));
      at += c;
    }
    return g;
  };
  const a = read();
  const b = read();
  let lo = 0;
  let hi = Math.min(a.length, a[0].length, b.length, b[0].length);
  while (lo < hi) {
    const mid = Math.floor((lo + hi + 1) / 2);
    if (common(a, b, mid)) lo = mid;
    else hi = mid - 1;
  }
  return `${lo}\n`;
}
