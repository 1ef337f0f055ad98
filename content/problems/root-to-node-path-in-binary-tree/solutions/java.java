class Solution {
    private final List<Integer> path = new ArrayList<>();

    public List<Integer> rootToNodePath(TreeNode root, int target) {
        path.clear();
        find(root, target);
        return path;
    }

    private boolean find(TreeNode node, int target) {
        if (node == null) return false;
        path.add(node.val);
        if (node.val == target || find(node.left, target) || find(node.right, target)) return true;
        path.remove(path.size() - 1);
        return false;
    }
}
