/**
 * @param {number[]} stack
 * @return {number[]}
 */
var reverseStack = function (stack) {
  const out = [];
  while (stack.length) out.push(stack.pop());
  return out;
};
