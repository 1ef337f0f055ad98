class Solution {
    public ArrayList<Integer> factorial(int n) {
        int[] digits = new int[3000];
        int len = 1;
        digits[0] = 1;
        for (int m = 2; m <= n; m++) {
            int carry = 0;
            for (int i = 0; i < len; i++) {
                int p = digits[i] * m + carry;
                digits[i] = p % 10;
                carry = p / 10;
            }
            while (carry > 0) {
                digits[len++] = carry % 10;
                carry /= 10;
            }
        }
        ArrayList<Integer> out = new ArrayList<>();
        for (int i = len - 1; i >= 0; i--) out.add(digits[i]);
        return out;
    }
}
