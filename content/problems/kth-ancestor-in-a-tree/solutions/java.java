class Solution {
    private int left, answer;

    public int kthAncestor(TreeNode root, int k, int node) {
        left = k;
        answer = -1;
        find(root, node);
        return answer;
    }

    // true once the target is found below (or at) n; counts k down on the way back up
    private boolean find(TreeNode n, int node) {
        if (n == null) return false;
        if (n.val == node) return true;
        if (find(n.left, node) || find(n.right, node)) {
            if (--left == 0) answer = n.val;
            return true;
        }
        return false;
    }
}
