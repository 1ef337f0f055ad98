class Solution {
public:
    int findMaxValue(vector<vector<int>>& mat) {
        int n = mat.size();
        int best = INT_MIN;
        for (int c = 1; c < n; c++)
            for (int d = 1; d < n; d++)
                for (int a = 0; a < c; a++)
                    for (int b = 0; b < d; b++)
                        best = max(best, mat[c][d] - mat[a][b]);
        return best;
    }
};
