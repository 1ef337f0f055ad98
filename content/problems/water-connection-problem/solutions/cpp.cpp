class Solution {
public:
    vector<vector<int>> solve(int n, int p, vector<int>& a, vector<int>& b, vector<int>& d) {
        vector<int> nxt(n + 1, 0), width(n + 1, 0);
        vector<char> hasIn(n + 1, 0);
        for (int i = 0; i < p; i++) { nxt[a[i]] = b[i]; width[a[i]] = d[i]; hasIn[b[i]] = 1; }
        vector<vector<int>> out;
        for (int h = 1; h <= n; h++) {
            if (hasIn[h] || nxt[h] == 0) continue;
            int cur = h, narrow = INT_MAX;
            while (nxt[cur] != 0) { narrow = min(narrow, width[cur]); cur = nxt[cur]; }
            out.push_back({h, cur, narrow});
        }
        return out;
    }
};
