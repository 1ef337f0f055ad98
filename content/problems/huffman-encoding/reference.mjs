// Huffman with a sorted array as the priority queue (n <= 26); returns codes indexed like S.
export default function solve(S, f) {
  let nodes = f.map((w, i) => ({ w, leaf: i }));
  while (nodes.length > 1) {
    nodes.sort((x, y) => x.w - y.w);
    const [l, r] = nodes;
    nodes = [{ w: l.w + r.w, l, r }, ...nodes.slice(2)];
  }
  const code = new Array(S.length).fill('');
  const walk = (node, path) => {
    if (node.leaf !== undefined) code[node.leaf] = path;
    else {
      walk(node.l, `${path}0`);
      walk(node.r, `${path}1`);
    }
  };
  walk(nodes[0], '');
  return code;
}
