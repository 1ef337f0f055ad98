class Solution {
    public TreeNode increasingBST(TreeNode root) {
        TreeNode dummy = new TreeNode(0), tail = dummy, node = root;
        Deque<TreeNode> stack = new ArrayDeque<>();
        while (node != null || !stack.isEmpty()) {
            while (node != null) { stack.push(node); node = node.left; }
            node = stack.pop();
            node.left = null;
            tail.right = node;
            tail = node;
            node = node.right;
        }
        return dummy.right;
    }
}
