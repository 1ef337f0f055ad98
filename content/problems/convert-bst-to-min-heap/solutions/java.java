class Solution {
    private final List<Integer> vals = new ArrayList<>();
    private int k = 0;

    private void inorder(TreeNode node) {
        if (node == null) return;
        inorder(node.left);
        vals.add(node.val);
        inorder(node.right);
    }

    private void preorder(TreeNode node) {
        if (node == null) return;
        node.val = vals.get(k++);
        preorder(node.left);
        preorder(node.right);
    }

    public TreeNode convertToMinHeap(TreeNode root) {
        vals.clear();
        k = 0;
        inorder(root);
        preorder(root);
        return root;
    }
}
