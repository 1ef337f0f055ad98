export default function solve(nums) {
  const zeros = nums.filter((x) => x === 0).length;
  let product = 1;
  for (const x of nums) if (x !== 0) product *= x;
  return nums.map((x) => {
    let v;
    if (zeros > 1) v = 0;
    else if (zeros === 1) v = x === 0 ? product : 0;
    else v = product / x;
    return v === 0 ? 0 : v; // normalise -0
  });
}
