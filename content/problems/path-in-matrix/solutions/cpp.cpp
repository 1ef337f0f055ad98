class Solution {
public:
    int maximumPath(vector<vector<int>>& mat) {
        int n = mat.size();
        vector<int> prev(mat[0]), cur(n);
        for (int r = 1; r < n; r++) {
            for (int c = 0; c < n; c++) {
                int m = prev[c];
                if (c > 0) m = max(m, prev[c - 1]);
                if (c + 1 < n) m = max(m, prev[c + 1]);
                cur[c] = mat[r][c] + m;
            }
            swap(prev, cur);
        }
        return *max_element(prev.begin(), prev.end());
    }
};
