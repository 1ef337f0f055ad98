class Solution {
    public List<List<Integer>> uniqueRow(int[][] M) {
        HashSet<String> seen = new HashSet<>();
        List<List<Integer>> res = new ArrayList<>();
        for (int[] row : M) {
            StringBuilder sb = new StringBuilder(row.length);
            for (int v : row) sb.append((char) ('0' + v));
            if (seen.add(sb.toString())) {
                List<Integer> keep = new ArrayList<>(row.length);
                for (int v : row) keep.add(v);
                res.add(keep);
            }
        }
        return res;
    }
}
