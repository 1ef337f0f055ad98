class Solution {
    public List<List<Integer>> sortedMatrix(int[][] mat) {
        int n = mat.length;
        PriorityQueue<int[]> heap = new PriorityQueue<>((a, b) -> Integer.compare(a[0], b[0]));
        for (int i = 0; i < n; i++) heap.add(new int[] {mat[i][0], i, 0});
        List<List<Integer>> out = new ArrayList<>();
        List<Integer> row = new ArrayList<>();
        while (!heap.isEmpty()) {
            int[] c = heap.poll();
            row.add(c[0]);
            if (row.size() == n) {
                out.add(row);
                row = new ArrayList<>();
            }
            if (c[2] + 1 < n) heap.add(new int[] {mat[c[1]][c[2] + 1], c[1], c[2] + 1});
        }
        return out;
    }
}
