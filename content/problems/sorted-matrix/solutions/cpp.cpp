class Solution {
public:
    vector<vector<int>> sortedMatrix(vector<vector<int>>& mat) {
        int n = mat.size();
        using Cell = tuple<int, int, int>;
        priority_queue<Cell, vector<Cell>, greater<Cell>> heap;
        for (int i = 0; i < n; i++) heap.emplace(mat[i][0], i, 0);
        vector<vector<int>> out(n, vector<int>(n));
        for (int k = 0; k < n * n; k++) {
            auto [v, i, j] = heap.top();
            heap.pop();
            out[k / n][k % n] = v;
            if (j + 1 < n) heap.emplace(mat[i][j + 1], i, j + 1);
        }
        return out;
    }
};
