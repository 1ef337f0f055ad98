class Solution {
    private final Map<Integer, Integer> at = new HashMap<>();
    private int p;

    public TreeNode buildTree(int[] inorder, int[] postorder) {
        for (int i = 0; i < inorder.length; i++) at.put(inorder[i], i);
        p = postorder.length - 1;
        return build(postorder, 0, inorder.length - 1);
    }

    private TreeNode build(int[] post, int lo, int hi) {
        if (lo > hi) return null;
        TreeNode node = new TreeNode(post[p--]);
        int m = at.get(node.val);
        node.right = build(post, m + 1, hi);
        node.left = build(post, lo, m - 1);
        return node;
    }
}
