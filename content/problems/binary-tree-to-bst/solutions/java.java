class Solution {
    private final List<TreeNode> nodes = new ArrayList<>();

    public TreeNode binaryTreeToBST(TreeNode root) {
        nodes.clear();
        inorder(root);
        int[] vals = new int[nodes.size()];
        for (int i = 0; i < vals.length; i++) vals[i] = nodes.get(i).val;
        Arrays.sort(vals);
        for (int i = 0; i < vals.length; i++) nodes.get(i).val = vals[i];
        return root;
    }

    private void inorder(TreeNode n) {
        if (n == null) return;
        inorder(n.left);
        nodes.add(n);
        inorder(n.right);
    }
}
