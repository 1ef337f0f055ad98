class Solution {
    private final List<Integer> keys = new ArrayList<>();

    public TreeNode balanceBST(TreeNode root) {
        keys.clear();
        inorder(root);
        return build(0, keys.size() - 1);
    }

    private void inorder(TreeNode n) {
        if (n == null) return;
        inorder(n.left);
        keys.add(n.val);
        inorder(n.right);
    }

    private TreeNode build(int lo, int hi) {
        if (lo > hi) return null;
        int mid = (lo + hi) >>> 1;
        return new TreeNode(keys.get(mid), build(lo, mid - 1), build(mid + 1, hi));
    }
}
