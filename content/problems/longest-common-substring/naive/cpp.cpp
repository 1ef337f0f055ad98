class Solution {
public:
    int longestCommonSubstr(string s1, string s2) {
        int n = s1.size(), m = s2.size(), best = 0;
        for (int i = 0; i < n; i++)
            for (int j = 0; j < m; j++) {
                int t = 0;
                while (i + t < n && j + t < m && s1[i + t] == s2[j + t]) t++;
                best = max(best, t);
            }
        return best;
    }
};
