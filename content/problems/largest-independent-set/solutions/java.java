class Solution {
    public int LISS(TreeNode root) {
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
            TreeNode v = order.get(i);
            int in = 1, out = 0;
            for (TreeNode c : new TreeNode[] {v.left, v.right}) {
                if (c == null) continue;
                int[] b = best.get(c);
                in += b[1];
                out += Math.max(b[0], b[1]);
            }
            best.put(v, new int[] {in, out});
        }
        int[] top = best.get(root);
        return Math.max(top[0], top[1]);
    }
}
