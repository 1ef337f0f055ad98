class Solution {
    public int findCeil(TreeNode root, int x) {
        int best = -1;
        while (root != null) {
            if (root.val == x) return x;
            if (root.val > x) {
                best = root.val;
                root = root.left;
            } else {
                root = root.right;
            }
        }
        return best;
    }
}
