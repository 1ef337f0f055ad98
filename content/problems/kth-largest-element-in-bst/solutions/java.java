class Solution {
    private int left, answer;

    public int kthLargest(TreeNode root, int k) {
        left = k;
        answer = -1;
        walk(root);
        return answer;
    }

    private void walk(TreeNode node) {
        if (node == null || left == 0) return;
        walk(node.right);
        if (left == 0) return;
        if (--left == 0) {
            answer = node.val;
            return;
        }
        walk(node.left);
    }
}
