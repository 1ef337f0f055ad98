class Solution {
public:
    int countPS(string s) {
        const long long M = 1000000007;
        int n = s.size();
        vector<long long> next(n, 0), cur(n, 0);
        for (int i = n - 1; i >= 0; i--) {
            cur.assign(n, 0);
            cur[i] = 1;
            for (int j = i + 1; j < n; j++) {
                long long inner = j - 1 >= i + 1 ? next[j - 1] : 0;
                cur[j] = s[i] == s[j] ? (next[j] + cur[j - 1] + 1) % M : ((next[j] + cur[j - 1] - inner) % M + M) % M;
            }
            swap(next, cur);
        }
        return (int)next[n - 1];
    }
};
