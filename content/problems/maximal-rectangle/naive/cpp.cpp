class Solution {
public:
    int maximalRectangle(vector<vector<char>>& matrix) {
        int R = matrix.size(), C = matrix[0].size();
        vector<vector<int>> s(R + 1, vector<int>(C + 1, 0));
        for (int i = 0; i < R; i++)
            for (int j = 0; j < C; j++)
                s[i + 1][j + 1] = s[i][j + 1] + s[i + 1][j] - s[i][j] + (matrix[i][j] == '1');
        int best = 0;
        for (int r1 = 0; r1 < R; r1++)
            for (int c1 = 0; c1 < C; c1++)
                for (int r2 = r1; r2 < R; r2++)
                    for (int c2 = c1; c2 < C; c2++) {
                        int area = (r2 - r1 + 1) * (c2 - c1 + 1);
                        int ones = s[r2 + 1][c2 + 1] - s[r1][c2 + 1] - s[r2 + 1][c1] + s[r1][c1];
                        if (ones == area) best = max(best, area);
                    }
        return best;
    }
};
