class Solution {
    public boolean isHeap(TreeNode root) {
        int n = count(root);
        return shapeAndOrder(root, 0, n);
    }

    private int count(TreeNode root) {
        int n = 0;
        ArrayDeque<TreeNode> stack = new ArrayDeque<>();
        stack.push(root);
        while (!stack.isEmpty()) {
            TreeNode node = stack.pop();
            n++;
            if (node.left != null) stack.push(node.left);
            if (node.right != null) stack.push(node.right);
        }
        return n;
    }

    private boolean shapeAndOrder(TreeNode root, int rootIndex, int n) {
        ArrayDeque<TreeNode> nodes = new ArrayDeque<>();
        ArrayDeque<Long> index = new ArrayDeque<>();
        nodes.push(root);
        index.push((long) rootIndex);
        while (!nodes.isEmpty()) {
            TreeNode node = nodes.pop();
            long i = index.pop();
            if (i >= n) return false;
            if (node.left != null) {
                if (node.left.val > node.val) return false;
                nodes.push(node.left);
                index.push(2 * i + 1);
            }
            if (node.right != null) {
                if (node.right.val > node.val) return false;
                nodes.push(node.right);
                index.push(2 * i + 2);
            }
        }
        return true;
    }
}
