class Solution {
    public String FirstNonRepeating(String A) {
        int[] count = new int[26];
        ArrayDeque<Character> q = new ArrayDeque<>();
        StringBuilder out = new StringBuilder(A.length());
        for (int i = 0; i < A.length(); i++) {
            char ch = A.charAt(i);
            if (++count[ch - 'a'] == 1) q.addLast(ch);
            while (!q.isEmpty() && count[q.peekFirst() - 'a'] > 1) q.pollFirst();
            out.append(q.isEmpty() ? '#' : q.peekFirst());
        }
        return out.toString();
    }
}
