class Solution {
    private static boolean leaf(TreeNode n) {
        return n.left == null && n.right == null;
    }

    public List<Integer> boundaryOfBinaryTree(TreeNode root) {
        List<Integer> out = new ArrayList<>();
        out.add(root.val);
        if (leaf(root)) return out;
        for (TreeNode n = root.left; n != null && !leaf(n); n = n.left != null ? n.left : n.right) out.add(n.val);
        addLeaves(root, out);
        List<Integer> right = new ArrayList<>();
        for (TreeNode n = root.right; n != null && !leaf(n); n = n.right != null ? n.right : n.left) right.add(n.val);
        Collections.reverse(right);
        out.addAll(right);
        return out;
    }

    private void addLeaves(TreeNode n, List<Integer> out) {
        if (n == null) return;
        if (leaf(n)) {
            out.add(n.val);
            return;
        }
        addLeaves(n.left, out);
        addLeaves(n.right, out);
    }
}
