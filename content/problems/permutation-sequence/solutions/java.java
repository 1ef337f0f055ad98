class Solution {
    public String getPermutation(int n, int k) {
        List<Integer> digits = new ArrayList<>();
        for (int d = 1; d <= n; d++) digits.add(d);
        int[] fact = new int[n + 1];
        fact[0] = 1;
        for (int i = 1; i <= n; i++) fact[i] = fact[i - 1] * i;
        int r = k - 1;
        StringBuilder out = new StringBuilder();
        for (int i = n - 1; i >= 0; i--) {
            int q = r / fact[i];
            r %= fact[i];
            out.append(digits.remove(q));
        }
        return out.toString();
    }
}
