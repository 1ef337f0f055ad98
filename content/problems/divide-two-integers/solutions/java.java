class Solution {
    public int divide(int dividend, int divisor) {
        if (dividend == Integer.MIN_VALUE && divisor == -1) return Integer.MAX_VALUE;
        boolean negative = (dividend < 0) != (divisor < 0);
        long a = Math.abs((long) dividend), b = Math.abs((long) divisor), q = 0;
        for (int s = 31; s >= 0; s--)
            if ((b << s) <= a) { a -= b << s; q += 1L << s; }
        return (int) (negative ? -q : q);
    }
}
