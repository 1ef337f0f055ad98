class Solution {
    public int getCount(TreeNode root, int l, int h) {
        if (root == null) return 0;
        if (root.val < l) return getCount(root.right, l, h);
        if (root.val > h) return getCount(root.left, l, h);
        return 1 + getCount(root.left, l, h) + getCount(root.right, l, h);
    }
}
