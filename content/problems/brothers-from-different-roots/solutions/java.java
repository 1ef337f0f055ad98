class Solution {
    public int countPairs(TreeNode root1, TreeNode root2, int x) {
        ArrayDeque<TreeNode> up = new ArrayDeque<>(), down = new ArrayDeque<>();
        for (TreeNode p = root1; p != null; p = p.left) up.push(p);
        for (TreeNode p = root2; p != null; p = p.right) down.push(p);
        int count = 0;
        while (!up.isEmpty() && !down.isEmpty()) {
            TreeNode a = up.peek(), b = down.peek();
            long s = (long) a.val + b.val;
            if (s == x) count++;
            if (s <= x) {
                up.pop();
                for (TreeNode p = a.right; p != null; p = p.left) up.push(p);
            }
            if (s >= x) {
                down.pop();
                for (TreeNode p = b.left; p != null; p = p.right) down.push(p);
            }
        }
        return count;
    }
}
