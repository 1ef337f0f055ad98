class Solution {
    public boolean isDeadEnd(TreeNode root) {
        return dead(root, 1, Long.MAX_VALUE);
    }

    private boolean dead(TreeNode n, long lo, long hi) {
        if (n == null) return false;
        if (n.left == null && n.right == null) return lo == hi;
        return dead(n.left, lo, n.val - 1L) || dead(n.right, n.val + 1L, hi);
    }
}
