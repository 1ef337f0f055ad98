class Solution {
    public void toSumTree(TreeNode root) {
        convert(root);
    }

    private int convert(TreeNode n) {
        if (n == null) return 0;
        int old = n.val;
        n.val = convert(n.left) + convert(n.right);
        return n.val + old;
    }
}
