class Solution {
    private TreeNode lca(TreeNode n, int a, int b) {
        if (n == null || n.val == a || n.val == b) return n;
        TreeNode l = lca(n.left, a, b), r = lca(n.right, a, b);
        if (l != null && r != null) return n;
        return l != null ? l : r;
    }

    private int depthOf(TreeNode n, int v, int d) {
        if (n == null) return -1;
        if (n.val == v) return d;
        int l = depthOf(n.left, v, d + 1);
        return l >= 0 ? l : depthOf(n.right, v, d + 1);
    }

    public int findDist(TreeNode root, int a, int b) {
        TreeNode m = lca(root, a, b);
        return depthOf(m, a, 0) + depthOf(m, b, 0);
    }
}
