class Solution {
    private long best;

    public long findLargestSubtreeSum(TreeNode root) {
        best = Long.MIN_VALUE;
        total(root);
        return best;
    }

    private long total(TreeNode n) {
        if (n == null) return 0;
        long s = n.val + total(n.left) + total(n.right);
        best = Math.max(best, s);
        return s;
    }
}
