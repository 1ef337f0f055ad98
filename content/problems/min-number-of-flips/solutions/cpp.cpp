class Solution {
public:
    int minFlips(string s) {
        int n = s.size(), d = 0;
        for (int i = 0; i < n; i++) d += s[i] != (i % 2 ? '1' : '0');
        return min(d, n - d);
    }
};
