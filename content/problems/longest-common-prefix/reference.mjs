export default function solve(strs) {
  let prefix = strs[0];
  for (const w of strs) {
    let i = 0;
    while (i < prefix.length && i < w.length && prefix[i] === w[i]) i++;
    prefix = prefix.slice(0, i);
  }
  return prefix;
}
