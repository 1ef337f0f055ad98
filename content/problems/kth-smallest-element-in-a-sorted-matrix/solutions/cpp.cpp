class Solution {
public:
    int kthSmallest(vector<vector<int>>& matrix, int k) {
        int n = matrix.size();
        priority_queue<tuple<int, int, int>, vector<tuple<int, int, int>>, greater<>> heap;
        for (int r = 0; r < n; r++) heap.emplace(matrix[r][0], r, 0);
        int value = 0;
        while (k--) {
            auto [v, r, c] = heap.top();
            heap.pop();
            value = v;
            if (c + 1 < n) heap.emplace(matrix[r][c + 1], r, c + 1);
        }
        return value;
    }
};
