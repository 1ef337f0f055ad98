/**
 * @param {number} n
 * @param {number} k
 * @param {number[]} price
 * @return {number}
 */
var buyMaximumProducts = function (n, k, price) {
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => price[a] - price[b]);
  let budget = k;
  let shares = 0;
  for (const i of order) {
    const take = Math.min(i + 1, Math.floor(budget / price[i]));
    shares += take;
    budget -= take * price[i];
  }
  return shares;
};
