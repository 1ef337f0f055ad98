class Solution {
    public int kthSmallest(int[] arr, int k) {
        PriorityQueue<Integer> heap = new PriorityQueue<>(Collections.reverseOrder());
        if (k > arr.length / 2) {
            int[] copy = arr.clone();
            Arrays.sort(copy);
            return copy[k - 1];
        }
        for (int x : arr) {
            if (heap.size() < k) heap.add(x);
            else if (x < heap.peek()) { heap.poll(); heap.add(x); }
        }
        return heap.peek();
    }
}
