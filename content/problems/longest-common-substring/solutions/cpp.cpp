class Solution {
public:
    int longestCommonSubstr(string s1, string s2) {
        int n = s1.size(), m = s2.size(), best = 0;
        vector<int> prev(m + 1, 0), cur(m + 1, 0);
        for (int i = 1; i <= n; i++) {
            for (int j = 1; j <= m; j++) {
                cur[j] = s1[i - 1] == s2[j - 1] ? prev[j - 1] + 1 : 0;
                best = max(best, cur[j]);
            }
            swap(prev, cur);
        }
        return best;
    }
};
