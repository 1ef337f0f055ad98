class Solution {
public:
    int maxSubstring(string s) {
        if (s.find('0') == string::npos) return -1;
        int best = INT_MIN, cur = 0;
        for (char ch : s) {
            int v = ch == '0' ? 1 : -1;
            cur = max(v, cur + v);
            best = max(best, cur);
        }
        return best;
    }
};
