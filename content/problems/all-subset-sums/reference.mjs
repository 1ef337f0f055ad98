// Doubling: after each element the list holds the sums of all subsets of the prefix.
export default function solve(arr) {
  let sums = [0];
  for (const x of arr) sums = sums.concat(sums.map((s) => s + x));
  return sums;
}
