class Solution {
    public int rob(TreeNode root) {
        List<TreeNode> order = new ArrayList<>();
        Deque<TreeNode> stack = new ArrayDeque<>();
        stack.push(root);
        while (!stack.isEmpty()) {
            TreeNode node = stack.pop();
            order.add(node);
            if (node.left != null) stack.push(node.left);
            if (node.right != null) stack.push(node.right);
        }
        Map<TreeNode, int[]> best = new HashMap<>();
        for (int i = order.size() - 1; i >= 0; i--) {
            TreeNode n = order.get(i);
            int[] l = n.left == null ? new int[2] : best.get(n.left);
            int[] r = n.right == null ? new int[2] : best.get(n.right);
            best.put(n, new int[] {n.val + l[1] + r[1], Math.max(l[0], l[1]) + Math.max(r[0], r[1])});
        }
        int[] top = best.get(root);
        return Math.max(top[0], top[1]);
    }
}
