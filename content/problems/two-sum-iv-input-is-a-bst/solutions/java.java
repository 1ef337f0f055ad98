class Solution {
    public boolean findTarget(TreeNode root, int k) {
        List<Integer> sorted = new ArrayList<>();
        inorder(root, sorted);
        int l = 0, r = sorted.size() - 1;
        while (l < r) {
            int s = sorted.get(l) + sorted.get(r);
            if (s == k) return true;
            if (s < k) l++;
            else r--;
        }
        return false;
    }

    private void inorder(TreeNode node, List<Integer> out) {
        if (node == null) return;
        inorder(node.left, out);
        out.add(node.val);
        inorder(node.right, out);
    }
}
