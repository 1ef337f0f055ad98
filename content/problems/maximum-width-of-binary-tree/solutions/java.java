class Solution {
    public int widthOfBinaryTree(TreeNode root) {
        int best = 0;
        Deque<TreeNode> nodes = new ArrayDeque<>();
        Deque<Long> slots = new ArrayDeque<>();
        nodes.offer(root);
        slots.offer(0L);
        while (!nodes.isEmpty()) {
            long base = slots.peekFirst();
            best = (int) Math.max(best, slots.peekLast() - base + 1);
            for (int k = nodes.size(); k > 0; k--) {
                TreeNode node = nodes.poll();
                long q = slots.poll() - base;
                if (node.left != null) { nodes.offer(node.left); slots.offer(2 * q); }
                if (node.right != null) { nodes.offer(node.right); slots.offer(2 * q + 1); }
            }
        }
        return best;
    }
}
