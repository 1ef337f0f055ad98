/**
 * @param {string} S
 * @param {number[]} f
 * @return {string[]}
 */
var huffmanCodes = function (S, f) {
  const code = new Array(S.length).fill('');
  let trees = f.map((w, i) => ({ w, leaves: [i] }));
  while (trees.length > 1) {
    trees.sort((x, y) => x.w - y.w);
    const [a, b] = trees;
    for (const i of a.leaves) code[i] = '0' + code[i];
    for (const i of b.leaves) code[i] = '1' + code[i];
    trees = [{ w: a.w + b.w, leaves: a.leaves.concat(b.leaves) }, ...trees.slice(2)];
  }
  return code;
};
