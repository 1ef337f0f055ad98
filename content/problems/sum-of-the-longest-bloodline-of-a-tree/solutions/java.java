class Solution {
    public int sumOfLongRootToLeafPath(TreeNode root) {
        int bestDepth = -1, bestSum = 0;
        ArrayDeque<TreeNode> level = new ArrayDeque<>();
        Map<TreeNode, Integer> sum = new HashMap<>();
        level.add(root);
        sum.put(root, root.val);
        int depth = 0;
        while (!level.isEmpty()) {
            depth++;
            for (int k = level.size(); k > 0; k--) {
                TreeNode n = level.poll();
                int s = sum.get(n);
                if (n.left == null && n.right == null) {
                    if (depth > bestDepth) {
                        bestDepth = depth;
                        bestSum = s;
                    } else if (s > bestSum) {
                        bestSum = s;
                    }
                }
                if (n.left != null) { sum.put(n.left, s + n.left.val); level.add(n.left); }
                if (n.right != null) { sum.put(n.right, s + n.right.val); level.add(n.right); }
            }
        }
        return bestSum;
    }
}
