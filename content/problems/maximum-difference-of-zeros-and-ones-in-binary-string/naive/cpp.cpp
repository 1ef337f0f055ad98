class Solution {
public:
    int maxSubstring(string s) {
        int n = s.size(), best = INT_MIN;
        bool anyZero = false;
        for (int i = 0; i < n; i++) {
            int diff = 0;
            for (int j = i; j < n; j++) {
                diff += s[j] == '0' ? 1 : -1;
                if (s[j] == '0') anyZero = true;
                best = max(best, diff);
            }
        }
        return anyZero ? best : -1;
    }
};
