class Solution {
    private TreeNode prev = null;

    public void flatten(TreeNode root) {
        // reverse pre-order (right, left, node): each node links to the one flattened just before it
        if (root == null) return;
        flatten(root.right);
        flatten(root.left);
        root.right = prev;
        root.left = null;
        prev = root;
    }
}
