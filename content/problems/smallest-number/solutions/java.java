class Solution {
    public String smallestNumber(int S, int D) {
        if (S > 9 * D) return "-1";
        char[] digits = new char[D];
        int left = S - 1;
        for (int i = D - 1; i > 0; i--) {
            int d = Math.min(9, left);
            digits[i] = (char) ('0' + d);
            left -= d;
        }
        digits[0] = (char) ('0' + left + 1);
        return new String(digits);
    }
}
