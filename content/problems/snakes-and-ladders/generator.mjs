function board(rng, n, count) {
  const b = Array.from({ length: n }, () => Array(n).fill(-1));
  const last = n * n;
  for (let t = 0; t < count; t++) {
    const s = rng.int(2, last - 1);
    const q = Math.floor((s - 1) / n), r = n - 1 - q;
    const c = q % 2 === 0 ? (s - 1) % n : n - 1 - ((s - 1) % n);
    b[r][c] = rng.int(1, last);
  }
  return b;
}
const empty = (n) => Array.from({ length: n }, () => Array(n).fill(-1));

export default function generate(rng) {
  const wall = empty(3);
  // squares 2..7 all snake back to 1: the goal 9 is unreachable
  for (let s = 2; s <= 8; s++) { const q = Math.floor((s - 1) / 3), r = 2 - q, c = q % 2 === 0 ? (s - 1) % 3 : 2 - ((s - 1) % 3); wall[r][c] = 1; }
  const top = empty(20);
  top[19][1] = 400;
  const chain = empty(4);
  chain[3][1] = 9; // square 2 -> 9
  chain[1][0] = 16; // square 9 (row from bottom 2, col 0) -> 16: must not chain in one move
  const cases = [[empty(2)], [empty(3)], [empty(20)], [wall], [top], [chain], [board(rng, 20, 400)]];
  for (let i = 0; i < 10; i++) { const n = rng.int(2, 6); cases.push([board(rng, n, rng.int(0, n * n))]); }
  for (let i = 0; i < 6; i++) { const n = rng.int(10, 20); cases.push([board(rng, n, rng.int(0, 3 * n))]); }
  return cases;
}

export function large(rng) {
  return [[board(rng, 20, 60)], [empty(20)], [board(rng, 20, 200)]];
}
