class Solution {
    public boolean areAnagrams(TreeNode root1, TreeNode root2) {
        List<TreeNode> a = new ArrayList<>(List.of(root1)), b = new ArrayList<>(List.of(root2));
        while (!a.isEmpty() || !b.isEmpty()) {
            if (a.size() != b.size()) return false;
            Map<Integer, Integer> count = new HashMap<>();
            List<TreeNode> na = new ArrayList<>(), nb = new ArrayList<>();
            for (TreeNode n : a) {
                count.merge(n.val, 1, Integer::sum);
                if (n.left != null) na.add(n.left);
                if (n.right != null) na.add(n.right);
            }
            for (TreeNode n : b) {
                Integer c = count.get(n.val);
                if (c == null || c == 0) return false;
                count.put(n.val, c - 1);
                if (n.left != null) nb.add(n.left);
                if (n.right != null) nb.add(n.right);
            }
            a = na;
            b = nb;
        }
        return true;
    }
}
