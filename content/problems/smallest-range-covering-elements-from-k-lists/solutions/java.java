class Solution {
    public int[] smallestRange(List<List<Integer>> nums) {
        int k = nums.size();
        int[][] lists = new int[k][];
        for (int i = 0; i < k; i++) {
            List<Integer> l = nums.get(i);
            lists[i] = new int[l.size()];
            for (int j = 0; j < l.size(); j++) lists[i][j] = l.get(j);
        }
        int[] pos = new int[k];
        PriorityQueue<Integer> pq = new PriorityQueue<>((a, b) -> lists[a][pos[a]] != lists[b][pos[b]]
                ? Integer.compare(lists[a][pos[a]], lists[b][pos[b]]) : Integer.compare(a, b));
        int hi = Integer.MIN_VALUE;
        for (int i = 0; i < k; i++) {
            pq.add(i);
            hi = Math.max(hi, lists[i][0]);
        }
        int[] best = {lists[pq.peek()][0], hi};
        while (true) {
            int i = pq.poll();
            int lo = lists[i][pos[i]];
            if (hi - lo < best[1] - best[0]) best = new int[] {lo, hi};
            if (pos[i] + 1 == lists[i].length) return best;
            pos[i]++;
            hi = Math.max(hi, lists[i][pos[i]]);
            pq.add(i);
        }
    }
}
