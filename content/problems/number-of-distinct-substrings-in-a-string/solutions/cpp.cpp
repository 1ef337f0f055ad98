class Solution {
public:
    int countDistinct(string s) {
        int n = s.size();
        vector<array<int, 26>> next(1);
        next[0].fill(0);
        int created = 0;
        for (int i = 0; i < n; i++) {
            int cur = 0;
            for (int j = i; j < n; j++) {
                int c = s[j] - 'a';
                if (!next[cur][c]) {
                    next[cur][c] = next.size();
                    next.emplace_back();
                    next.back().fill(0);
                    created++;
                }
                cur = next[cur][c];
            }
        }
        return created;
    }
};
