class Solution {
    public List<Integer> postorderTraversal(TreeNode root) {
        List<Integer> out = new ArrayList<>();
        visit(root, out);
        return out;
    }

    private void visit(TreeNode node, List<Integer> out) {
        if (node == null) return;
        visit(node.left, out);
        visit(node.right, out);
        out.add(node.val);
    }
}
