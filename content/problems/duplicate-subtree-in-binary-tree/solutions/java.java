class Solution {
    private final Map<String, Integer> ids = new HashMap<>();
    private boolean found;

    public int dupSub(TreeNode root) {
        ids.clear();
        found = false;
        walk(root);
        return found ? 1 : 0;
    }

    private int walk(TreeNode n) {
        if (n == null || found) return 0;
        String key = n.val + "," + walk(n.left) + "," + walk(n.right);
        Integer id = ids.get(key);
        if (id != null) {
            if (n.left != null || n.right != null) found = true;
            return id;
        }
        ids.put(key, ids.size() + 1);
        return ids.size();
    }
}
