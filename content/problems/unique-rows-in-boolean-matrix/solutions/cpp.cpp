class Solution {
public:
    vector<vector<int>> uniqueRow(vector<vector<int>>& M) {
        vector<array<int, 2>> next(1, {0, 0});
        vector<char> ends(1, 0);
        vector<vector<int>> res;
        for (auto& row : M) {
            int cur = 0;
            for (int v : row) {
                if (!next[cur][v]) {
                    next[cur][v] = next.size();
                    next.push_back({0, 0});
                    ends.push_back(0);
                }
                cur = next[cur][v];
            }
            if (!ends[cur]) {
                ends[cur] = 1;
                res.push_back(row);
            }
        }
        return res;
    }
};
