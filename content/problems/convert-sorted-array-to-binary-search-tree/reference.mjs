import { balancedBst, toLevelOrder } from '../_lib/tree-shapes.mjs';

export default function sortedArrayToBST(nums) {
  return toLevelOrder(balancedBst(nums));
}
