import { balancedBst, toLevelOrder } from '../_lib/tree-shapes.mjs';

export default function balanceBST(rootArr) {
  return toLevelOrder(balancedBst(rootArr.filter((v) => v !== null).sort((a, b) => a - b)));
}
