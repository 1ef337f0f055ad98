class Solution {
    private Map<Integer, Integer> pos;
    private int[] preorder;
    private int p;

    private TreeNode build(int lo, int hi) {
        if (lo > hi) return null;
        TreeNode node = new TreeNode(preorder[p++]);
        int mid = pos.get(node.val);
        node.left = build(lo, mid - 1);
        node.right = build(mid + 1, hi);
        return node;
    }

    public TreeNode buildTree(int[] preorder, int[] inorder) {
        this.preorder = preorder;
        this.p = 0;
        this.pos = new HashMap<>();
        for (int i = 0; i < inorder.length; i++) pos.put(inorder[i], i);
        return build(0, inorder.length - 1);
    }
}
