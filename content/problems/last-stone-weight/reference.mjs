export default function solve(stones) {
  // counting by weight: weights are at most 1000
  const cnt = new Array(1001).fill(0);
  for (const s of stones) cnt[s]++;
  let w = 1000;
  for (;;) {
    while (w > 0 && cnt[w] === 0) w--;
    if (w === 0) return 0;
    // pair equal stones of weight w
    cnt[w] %= 2;
    if (cnt[w] === 0) continue;
    let x = w - 1;
    while (x > 0 && cnt[x] === 0) x--;
    if (x === 0) return w;
    cnt[w]--;
    cnt[x]--;
    cnt[w - x]++;
  }
}
