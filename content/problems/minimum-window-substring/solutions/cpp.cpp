class Solution {
public:
    string minWindow(string s, string t) {
        if (t.size() > s.size()) return "";
        int need[128] = {0};
        for (char c : t) need[(unsigned char)c]++;
        int missing = t.size();
        int n = s.size(), l = 0, bestLen = n + 1, bestL = 0;
        for (int r = 0; r < n; r++) {
            if (need[(unsigned char)s[r]]-- > 0) missing--;
            while (missing == 0) {
                if (r - l + 1 < bestLen) {
                    bestLen = r - l + 1;
                    bestL = l;
                }
                if (++need[(unsigned char)s[l]] > 0) missing++;
                l++;
            }
        }
        return bestLen > n ? "" : s.substr(bestL, bestLen);
    }
};
