class Solution {
    public ArrayList<Integer> reverseLevelOrder(TreeNode root) {
        List<List<Integer>> levels = new ArrayList<>();
        Deque<TreeNode> q = new ArrayDeque<>();
        q.add(root);
        while (!q.isEmpty()) {
            List<Integer> level = new ArrayList<>();
            for (int k = q.size(); k > 0; k--) {
                TreeNode n = q.poll();
                level.add(n.val);
                if (n.left != null) q.add(n.left);
                if (n.right != null) q.add(n.right);
            }
            levels.add(level);
        }
        ArrayList<Integer> out = new ArrayList<>();
        for (int i = levels.size() - 1; i >= 0; i--) out.addAll(levels.get(i));
        return out;
    }
}
