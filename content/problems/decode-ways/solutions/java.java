class Solution {
    public int numDecodings(String s) {
        long prev2 = 1, prev1 = s.charAt(0) == '0' ? 0 : 1;
        for (int i = 2; i <= s.length(); i++) {
            char a = s.charAt(i - 2), b = s.charAt(i - 1);
            long cur = 0;
            if (b != '0') cur += prev1;
            if (a == '1' || (a == '2' && b <= '6')) cur += prev2;
            prev2 = prev1;
            prev1 = cur;
        }
        return (int) prev1;
    }
}
