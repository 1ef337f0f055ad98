class Solution {
    private List<Integer> out;

    public List<Integer> leftView(TreeNode root) {
        out = new ArrayList<>();
        dfs(root, 0);
        return out;
    }

    private void dfs(TreeNode node, int depth) {
        if (node == null) return;
        if (depth == out.size()) out.add(node.val);
        dfs(node.left, depth + 1);
        dfs(node.right, depth + 1);
    }
}
