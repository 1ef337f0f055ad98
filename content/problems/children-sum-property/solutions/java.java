class Solution {
    public boolean isParentSum(TreeNode root) {
        ArrayDeque<TreeNode> stack = new ArrayDeque<>();
        stack.push(root);
        while (!stack.isEmpty()) {
            TreeNode n = stack.pop();
            if (n.left == null && n.right == null) continue;
            long sum = 0;
            if (n.left != null) { sum += n.left.val; stack.push(n.left); }
            if (n.right != null) { sum += n.right.val; stack.push(n.right); }
            if (sum != n.val) return false;
        }
        return true;
    }
}
