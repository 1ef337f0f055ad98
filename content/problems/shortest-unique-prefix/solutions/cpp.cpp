class Solution {
public:
    vector<string> findPrefixes(vector<string>& arr) {
        vector<array<int, 26>> next(1);
        next[0].fill(0);
        vector<int> pass(1, 0);
        for (auto& w : arr) {
            int cur = 0;
            for (char ch : w) {
                int c = ch - 'a';
                if (!next[cur][c]) {
                    next[cur][c] = next.size();
                    next.emplace_back();
                    next.back().fill(0);
                    pass.push_back(0);
                }
                cur = next[cur][c];
                pass[cur]++;
            }
        }
        vector<string> res;
        res.reserve(arr.size());
        for (auto& w : arr) {
            int cur = 0;
            size_t len = 0;
            while (len < w.size()) {
                cur = next[cur][w[len] - 'a'];
                len++;
                if (pass[cur] == 1) break;
            }
            res.push_back(w.substr(0, len));
        }
        return res;
    }
};
