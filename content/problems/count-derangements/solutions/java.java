class Solution {
    public int countDer(int n) {
        final long M = 1000000007L;
        long a = 1, b = 0;
        for (int i = 2; i <= n; i++) {
            long c = (long) (i - 1) * ((a + b) % M) % M;
            a = b;
            b = c;
        }
        return (int) b;
    }
}
