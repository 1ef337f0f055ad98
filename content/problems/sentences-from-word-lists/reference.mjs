export default function solve(lists) {
  let out = [''];
  lists.forEach((words, i) => {
    const next = [];
    for (const prefix of out) for (const w of words) next.push(i === 0 ? w : `${prefix} ${w}`);
    out = next;
  });
  return out;
}
