class Solution {
    public int maxMeetings(int[] start, int[] end) {
        int n = start.length;
        long[] m = new long[n];
        for (int i = 0; i < n; i++) m[i] = (long) end[i] << 21 | start[i];
        Arrays.sort(m);
        int last = -1, count = 0;
        for (long x : m) {
            int e = (int) (x >> 21), s = (int) (x & ((1 << 21) - 1));
            if (s > last) {
                count++;
                last = e;
            }
        }
        return count;
    }
}
