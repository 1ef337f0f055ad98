export default function minimumNumberOfSwaps(s) {
  let open = 0;
  let close = 0;
  let imbalance = 0;
  let swaps = 0;
  for (const c of s) {
    if (c === '[') {
      open++;
      if (imbalance > 0) {
        swaps += imbalance;
        imbalance--;
      }
    } else {
      close++;
      imbalance = close - open;
    }
  }
  return swaps;
}
