class Solution {
public:
    int longestPalindromeSubseq(string s) {
        int n = s.size();
        vector<int> next(n, 0), cur(n, 0);
        for (int i = n - 1; i >= 0; i--) {
            cur.assign(n, 0);
            cur[i] = 1;
            for (int j = i + 1; j < n; j++)
                cur[j] = s[i] == s[j] ? next[j - 1] + 2 : max(next[j], cur[j - 1]);
            swap(next, cur);
        }
        return next[n - 1];
    }
};
