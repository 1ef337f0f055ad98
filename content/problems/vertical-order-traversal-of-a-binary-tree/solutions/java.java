class Solution {
    public List<List<Integer>> verticalTraversal(TreeNode root) {
        // column -> (row, value) pairs; TreeMap keeps columns sorted
        TreeMap<Integer, List<int[]>> cols = new TreeMap<>();
        visit(root, 0, 0, cols);
        List<List<Integer>> out = new ArrayList<>();
        for (List<int[]> col : cols.values()) {
            col.sort((a, b) -> a[0] != b[0] ? Integer.compare(a[0], b[0]) : Integer.compare(a[1], b[1]));
            List<Integer> vals = new ArrayList<>();
            for (int[] e : col) vals.add(e[1]);
            out.add(vals);
        }
        return out;
    }

    private void visit(TreeNode node, int row, int col, TreeMap<Integer, List<int[]>> cols) {
        if (node == null) return;
        cols.computeIfAbsent(col, c -> new ArrayList<>()).add(new int[] {row, node.val});
        visit(node.left, row + 1, col - 1, cols);
        visit(node.right, row + 1, col + 1, cols);
    }
}
