class Solution {
    private boolean ok;

    public boolean isSumTree(TreeNode root) {
        ok = true;
        total(root);
        return ok;
    }

    private long total(TreeNode n) {
        if (n == null) return 0;
        if (n.left == null && n.right == null) return n.val;
        long s = total(n.left) + total(n.right);
        if (s != n.val) ok = false;
        return s + n.val;
    }
}
