class Solution {
    public int[][] kClosest(int[][] points, int k) {
        // max-heap on squared distance, size k
        PriorityQueue<int[]> heap = new PriorityQueue<>((a, b) -> (b[0] * b[0] + b[1] * b[1]) - (a[0] * a[0] + a[1] * a[1]));
        for (int[] p : points) {
            heap.offer(p);
            if (heap.size() > k) heap.poll();
        }
        int[][] out = new int[k][];
        for (int i = 0; i < k; i++) out[i] = heap.poll();
        return out;
    }
}
