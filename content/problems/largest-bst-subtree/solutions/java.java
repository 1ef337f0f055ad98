class Solution {
    private int best;

    public int largestBSTSubtree(TreeNode root) {
        best = 0;
        walk(root);
        return best;
    }

    // returns {ok, size, min, max}
    private int[] walk(TreeNode n) {
        if (n == null) return new int[] {1, 0, Integer.MAX_VALUE, Integer.MIN_VALUE};
        int[] l = walk(n.left), r = walk(n.right);
        if (l[0] == 1 && r[0] == 1 && l[3] < n.val && n.val < r[2]) {
            int size = l[1] + r[1] + 1;
            best = Math.max(best, size);
            return new int[] {1, size, Math.min(l[2], n.val), Math.max(r[3], n.val)};
        }
        return new int[] {0, 0, 0, 0};
    }
}
