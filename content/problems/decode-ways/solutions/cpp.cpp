class Solution {
public:
    int numDecodings(string s) {
        long long prev2 = 1, prev1 = s[0] == '0' ? 0 : 1;
        for (size_t i = 2; i <= s.size(); i++) {
            long long cur = 0;
            if (s[i - 1] != '0') cur += prev1;
            if (s[i - 2] == '1' || (s[i - 2] == '2' && s[i - 1] <= '6')) cur += prev2;
            prev2 = prev1;
            prev1 = cur;
        }
        return (int)prev1;
    }
};
