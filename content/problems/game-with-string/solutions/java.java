class Solution {
    public long minValue(String s, int k) {
        int[] count = new int[26];
        for (int i = 0; i < s.length(); i++) count[s.charAt(i) - 'a']++;
        PriorityQueue<Integer> pq = new PriorityQueue<>(Collections.reverseOrder());
        for (int c : count) if (c > 0) pq.add(c);
        while (k-- > 0 && !pq.isEmpty()) {
            int c = pq.poll() - 1;
            if (c > 0) pq.add(c);
        }
        long value = 0;
        for (int c : pq) value += (long) c * c;
        return value;
    }
}
