class Solution {
    public long minCost(long[] arr) {
        PriorityQueue<Long> pq = new PriorityQueue<>();
        for (long v : arr) pq.add(v);
        long cost = 0;
        while (pq.size() > 1) {
            long s = pq.poll() + pq.poll();
            cost += s;
            pq.add(s);
        }
        return cost;
    }
}
