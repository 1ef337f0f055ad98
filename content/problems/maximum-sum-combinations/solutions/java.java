class Solution {
    public int[] maxSumCombinations(int[] A, int[] B, int C) {
        int n = A.length;
        int[] a = A.clone(), b = B.clone();
        Arrays.sort(a);
        Arrays.sort(b);
        // sorted ascending: index n-1 is the largest
        PriorityQueue<long[]> pq = new PriorityQueue<>((x, y) -> Long.compare(y[0], x[0]));
        HashSet<Long> seen = new HashSet<>();
        pq.add(new long[] {a[n - 1] + b[n - 1], n - 1, n - 1});
        seen.add((long) (n - 1) * n + (n - 1));
        int[] res = new int[C];
        for (int k = 0; k < C; k++) {
            long[] top = pq.poll();
            res[k] = (int) top[0];
            int i = (int) top[1], j = (int) top[2];
            if (i > 0 && seen.add((long) (i - 1) * n + j)) pq.add(new long[] {a[i - 1] + b[j], i - 1, j});
            if (j > 0 && seen.add((long) i * n + (j - 1))) pq.add(new long[] {a[i] + b[j - 1], i, j - 1});
        }
        return res;
    }
}
