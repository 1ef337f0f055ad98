class Solution {
    public List<Integer> topView(TreeNode root) {
        Map<Integer, Integer> first = new HashMap<>();
        int lo = 0, hi = 0;
        ArrayDeque<TreeNode> nodes = new ArrayDeque<>();
        ArrayDeque<Integer> cols = new ArrayDeque<>();
        nodes.add(root);
        cols.add(0);
        while (!nodes.isEmpty()) {
            TreeNode n = nodes.poll();
            int c = cols.poll();
            first.putIfAbsent(c, n.val);
            lo = Math.min(lo, c);
            hi = Math.max(hi, c);
            if (n.left != null) { nodes.add(n.left); cols.add(c - 1); }
            if (n.right != null) { nodes.add(n.right); cols.add(c + 1); }
        }
        List<Integer> out = new ArrayList<>();
        for (int c = lo; c <= hi; c++) out.add(first.get(c));
        return out;
    }
}
