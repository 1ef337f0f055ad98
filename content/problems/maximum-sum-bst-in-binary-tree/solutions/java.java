class Solution {
    private int best = 0;

    public int maxSumBST(TreeNode root) {
        visit(root);
        return best;
    }

    // returns {isBst (1/0), min, max, sum}
    private int[] visit(TreeNode node) {
        if (node == null) return new int[] {1, Integer.MAX_VALUE, Integer.MIN_VALUE, 0};
        int[] l = visit(node.left), r = visit(node.right);
        if (l[0] == 1 && r[0] == 1 && l[2] < node.val && node.val < r[1]) {
            int s = l[3] + node.val + r[3];
            best = Math.max(best, s);
            return new int[] {1, Math.min(l[1], node.val), Math.max(r[2], node.val), s};
        }
        return new int[] {0, 0, 0, 0};
    }
}
