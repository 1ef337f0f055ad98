// Inclusion-exclusion over subsets, modulo a large prime (a false "zero" is practically impossible
// with two primes; the check below uses two).
export default function solve(V, edges, m) {
  if (m >= V) return true;
  const nb = new Int32Array(V);
  for (const [u, v] of edges) {
    nb[u] |= 1 << v;
    nb[v] |= 1 << u;
  }
  const full = 1 << V;
  // ind[S] = number of independent subsets of S: ind[S] = ind[S - {v}] + ind[S - N[v]] with v the lowest bit
  const ind = new Int32Array(full);
  ind[0] = 1;
  for (let S = 1; S < full; S++) {
    const v = 31 - Math.clz32(S & -S);
    ind[S] = ind[S & ~(1 << v)] + ind[S & ~(1 << v) & ~nb[v]];
  }
  const primes = [1000000007n, 998244353n];
  for (const p of primes) {
    const P = Number(p);
    const powMod = (b, e) => {
      let r = 1n;
      let x = BigInt(b) % p;
      let k = e;
      while (k > 0) {
        if (k & 1) r = (r * x) % p;
        x = (x * x) % p;
        k >>= 1;
      }
      return Number(r);
    };
    let total = 0;
    for (let S = 0; S < full; S++) {
      let bits = S;
      let c = 0;
      while (bits) {
        bits &= bits - 1;
        c++;
      }
      const term = powMod(ind[S], m);
      total = (V - c) % 2 === 0 ? (total + term) % P : (total - term + P) % P;
    }
    if (total !== 0) return true;
  }
  return false;
}
