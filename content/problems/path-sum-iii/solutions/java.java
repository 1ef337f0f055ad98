class Solution {
    private final Map<Long, Integer> count = new HashMap<>();
    private int target;

    public int pathSum(TreeNode root, int targetSum) {
        count.clear();
        count.put(0L, 1);
        target = targetSum;
        return dfs(root, 0);
    }

    private int dfs(TreeNode n, long cur) {
        if (n == null) return 0;
        cur += n.val;
        int found = count.getOrDefault(cur - target, 0);
        count.merge(cur, 1, Integer::sum);
        found += dfs(n.left, cur) + dfs(n.right, cur);
        count.merge(cur, -1, Integer::sum);
        return found;
    }
}
