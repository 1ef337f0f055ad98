class Solution {
    public List<Integer> diagonal(TreeNode root) {
        List<Integer> out = new ArrayList<>();
        ArrayDeque<TreeNode> q = new ArrayDeque<>();
        q.add(root);
        while (!q.isEmpty()) {
            for (TreeNode n = q.poll(); n != null; n = n.right) {
                out.add(n.val);
                if (n.left != null) q.add(n.left);
            }
        }
        return out;
    }
}
