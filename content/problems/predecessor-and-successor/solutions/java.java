class Solution {
    public int[] findPreSuc(TreeNode root, int key) {
        int pre = -1, suc = -1;
        TreeNode node = root;
        while (node != null) {
            if (node.val < key) {
                pre = node.val;
                node = node.right;
            } else if (node.val > key) {
                suc = node.val;
                node = node.left;
            } else {
                for (TreeNode p = node.left; p != null; p = p.right) pre = p.val;
                for (TreeNode s = node.right; s != null; s = s.left) suc = s.val;
                break;
            }
        }
        return new int[] {pre, suc};
    }
}
