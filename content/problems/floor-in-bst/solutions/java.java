class Solution {
    public int floorInBST(TreeNode root, int x) {
        int best = -1;
        while (root != null) {
            if (root.val == x) return x;
            if (root.val < x) {
                best = root.val;
                root = root.right;
            } else {
                root = root.left;
            }
        }
        return best;
    }
}
