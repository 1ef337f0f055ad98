class Solution {
    public int[] kLargest(int[] arr, int k) {
        PriorityQueue<Integer> pq = new PriorityQueue<>();
        for (int x : arr) {
            if (pq.size() < k) pq.add(x);
            else if (x > pq.peek()) { pq.poll(); pq.add(x); }
        }
        int[] out = new int[k];
        for (int i = k - 1; i >= 0; i--) out[i] = pq.poll();
        return out;
    }
}
