class Solution {
    public boolean check(TreeNode root) {
        int leafDepth = -1;
        Deque<Object[]> stack = new ArrayDeque<>();
        stack.push(new Object[] {root, 0});
        while (!stack.isEmpty()) {
            Object[] top = stack.pop();
            TreeNode n = (TreeNode) top[0];
            int d = (Integer) top[1];
            if (n.left == null && n.right == null) {
                if (leafDepth == -1) leafDepth = d;
                else if (leafDepth != d) return false;
            }
            if (n.left != null) stack.push(new Object[] {n.left, d + 1});
            if (n.right != null) stack.push(new Object[] {n.right, d + 1});
        }
        return true;
    }
}
