class Solution {
public:
    string smallestNumber(int S, int D) {
        if (S > 9 * D) return "-1";
        string digits(D, '0');
        int left = S - 1;
        for (int i = D - 1; i > 0; i--) {
            int d = min(9, left);
            digits[i] = '0' + d;
            left -= d;
        }
        digits[0] = '0' + left + 1;
        return digits;
    }
};
