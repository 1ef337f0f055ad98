// LeetCode 496: 1 <= |nums1| <= |nums2| <= 1000, distinct values in [0, 10^4].
function distinct(rng, n) {
  const set = new Set();
  while (set.size < n) set.add(rng.int(0, 10000));
  return rng.shuffle([...set]);
}
const pickSome = (rng, arr, m) => rng.shuffle(arr).slice(0, m);
export default function generate(rng) {
  const cases = [
    [[0], [0]],
    [[10000], [10000]],
    [[0], [0, 10000]],
    [[10000], [10000, 0]],
    [[3, 2, 1], [1, 2, 3]],
    [[1, 2, 3], [3, 2, 1]],
    [[2, 5], [5, 1, 2, 6, 3]],
  ];
  const desc = Array.from({ length: 1000 }, (_, i) => 10000 - i);
  cases.push([desc.slice(), desc.slice()]);
  const asc = Array.from({ length: 1000 }, (_, i) => i * 10);
  cases.push([rng.shuffle(asc), asc.slice()]);
  while (cases.length < 30) {
    const m = rng.int(1, rng.bool() ? 10 : 1000);
    const nums2 = distinct(rng, m);
    cases.push([pickSome(rng, nums2, rng.int(1, m)), nums2]);
  }
  return cases;
}

export function large(rng) {
  const valley = Array.from({ length: 1000 }, (_, i) => (i < 999 ? 9999 - i : 10000));
  const nums2 = distinct(rng, 1000);
  return [[valley.slice(), valley], [pickSome(rng, nums2, 1000), nums2]];
}
