class Solution {
    public String minSum(int[] arr) {
        PriorityQueue<Integer> pq = new PriorityQueue<>();
        for (int d : arr) pq.add(d);
        StringBuilder a = new StringBuilder(), b = new StringBuilder();
        while (!pq.isEmpty()) {
            a.append(pq.poll());
            if (!pq.isEmpty()) b.append(pq.poll());
        }
        StringBuilder out = new StringBuilder();
        int i = a.length() - 1, j = b.length() - 1, carry = 0;
        while (i >= 0 || j >= 0 || carry > 0) {
            int s = carry;
            if (i >= 0) s += a.charAt(i--) - '0';
            if (j >= 0) s += b.charAt(j--) - '0';
            out.append(s % 10);
            carry = s / 10;
        }
        while (out.length() > 1 && out.charAt(out.length() - 1) == '0') out.setLength(out.length() - 1);
        return out.reverse().toString();
    }
}
