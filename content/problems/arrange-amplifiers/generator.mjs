// Distinct primes (pairwise coprime) and some products of two fresh primes, mixed with ones.
function primesUpTo(limit) {
  const sieve = new Uint8Array(limit + 1);
  const out = [];
  for (let i = 2; i <= limit; i++) {
    if (sieve[i]) continue;
    out.push(i);
    for (let j = i * i; j <= limit; j += i) sieve[j] = 1;
  }
  return out;
}
const PRIMES = primesUpTo(1400000);

const text = (cases) => `${cases.length}\n${cases.map((a) => `${a.length}\n${a.join(' ')}\n`).join('')}`;

function factors(rng, n, ones) {
  const pool = rng.shuffle(PRIMES.slice(0, Math.max(n * 2, 50)));
  const out = [];
  let at = 0;
  for (let i = 0; i < n; i++) {
    if (rng.float() < ones) out.push(1);
    else if (rng.float() < 0.1 && pool[at] * pool[at + 1] <= 1000000000) {
      out.push(pool[at] * pool[at + 1]);
      at += 2;
    } else out.push(pool[at++]);
  }
  return out;
}

export default function generate(rng) {
  const inputs = [
    text([[1]]),
    text([[1000000000]]),
    text([[2, 3]]),
    text([[3, 2]]),
    text([[1, 1, 1]]),
    text([[2, 3, 1]]),
    text([[2, 3, 5]]),
    text([[1, 3, 1, 2]]),
    text([[999999937, 2]]),
    text([[7, 1, 5], [3, 2], [1], [4, 9, 25]]),
  ];
  while (inputs.length < 30) {
    const t = rng.int(1, 10);
    inputs.push(text(Array.from({ length: t }, () => factors(rng, rng.int(1, rng.pick([5, 300])), rng.pick([0, 0.3, 0.9])))));
  }
  return inputs.map((s) => [s]);
}

// 10^5 factors: distinct primes and ones.
export function large(rng) {
  return [[text([factors(rng, 100000, 0)])], [text([factors(rng, 100000, 0.5)])]];
}
