class Solution {
    public int kthLargest(int[] arr, int k) {
        int n = arr.length;
        PriorityQueue<Integer> pq = new PriorityQueue<>();
        for (int i = 0; i < n; i++) {
            int s = 0;
            for (int j = i; j < n; j++) {
                s += arr[j];
                if (pq.size() < k) pq.add(s);
                else if (s > pq.peek()) { pq.poll(); pq.add(s); }
            }
        }
        return pq.peek();
    }
}
