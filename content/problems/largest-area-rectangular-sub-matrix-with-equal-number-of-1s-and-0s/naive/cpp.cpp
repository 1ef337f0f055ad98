class Solution {
public:
    int maxAreaEqualZeroOne(vector<vector<int>>& mat) {
        int R = mat.size(), C = mat[0].size();
        // pre: 2-D prefix sums of +1 (for a 1) / -1 (for a 0)
        vector<vector<int>> pre(R + 1, vector<int>(C + 1, 0));
        for (int i = 0; i < R; i++)
            for (int j = 0; j < C; j++)
                pre[i + 1][j + 1] = (mat[i][j] == 1 ? 1 : -1) + pre[i][j + 1] + pre[i + 1][j] - pre[i][j];
        int best = 0;
        for (int r1 = 0; r1 < R; r1++)
            for (int r2 = r1 + 1; r2 <= R; r2++)
                for (int c1 = 0; c1 < C; c1++)
                    for (int c2 = c1 + 1; c2 <= C; c2++)
                        if (pre[r2][c2] - pre[r1][c2] - pre[r2][c1] + pre[r1][c1] == 0)
                            best = max(best, (r2 - r1) * (c2 - c1));
        return best;
    }
};
