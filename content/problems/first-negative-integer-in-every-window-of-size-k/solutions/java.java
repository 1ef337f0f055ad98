class Solution {
    public int[] FirstNegativeInteger(int[] arr, int k) {
        ArrayDeque<Integer> q = new ArrayDeque<>();
        int[] out = new int[arr.length - k + 1];
        for (int i = 0; i < arr.length; i++) {
            if (arr[i] < 0) q.addLast(i);
            if (i >= k - 1) {
                while (!q.isEmpty() && q.peekFirst() < i - k + 1) q.pollFirst();
                out[i - k + 1] = q.isEmpty() ? 0 : arr[q.peekFirst()];
            }
        }
        return out;
    }
}
