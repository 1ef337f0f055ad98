export default function solve(prices) {
  let p = 0;
  for (let i = 1; i < prices.length; i++) p += Math.max(0, prices[i] - prices[i - 1]);
  return p;
}
