class Solution {
public:
    string getPermutation(int n, int k) {
        string digits;
        for (int d = 1; d <= n; d++) digits += char('0' + d);
        vector<int> fact(n + 1, 1);
        for (int i = 1; i <= n; i++) fact[i] = fact[i - 1] * i;
        int r = k - 1;
        string out;
        for (int i = n - 1; i >= 0; i--) {
            int q = r / fact[i];
            r %= fact[i];
            out += digits[q];
            digits.erase(digits.begin() + q);
        }
        return out;
    }
};
