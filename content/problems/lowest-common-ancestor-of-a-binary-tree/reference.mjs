import { levelParents } from '../_lib/node-shapes.mjs';

// Walk up from p marking ancestors, then up from q to the first marked position. Result: that node's position.
export default function solve(root, p, q) {
  const parent = levelParents(root);
  const marked = new Set();
  for (let i = root.indexOf(p); i >= 0; i = parent[i]) marked.add(i);
  let j = root.indexOf(q);
  while (!marked.has(j)) j = parent[j];
  return j;
}
