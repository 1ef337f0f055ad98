class Solution {
    public int solve(String A) {
        int n = A.length();
        String t = A + "#" + new StringBuilder(A).reverse();
        int[] pi = new int[t.length()];
        for (int i = 1; i < t.length(); i++) {
            int k = pi[i - 1];
            while (k > 0 && t.charAt(i) != t.charAt(k)) k = pi[k - 1];
            if (t.charAt(i) == t.charAt(k)) k++;
            pi[i] = k;
        }
        return n - pi[t.length() - 1];
    }
}
