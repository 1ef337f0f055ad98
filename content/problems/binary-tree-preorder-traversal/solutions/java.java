class Solution {
    public List<Integer> preorderTraversal(TreeNode root) {
        List<Integer> out = new ArrayList<>();
        visit(root, out);
        return out;
    }

    private void visit(TreeNode node, List<Integer> out) {
        if (node == null) return;
        out.add(node.val);
        visit(node.left, out);
        visit(node.right, out);
    }
}
