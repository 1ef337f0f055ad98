class Solution {
public:
    int knapsack(int W, vector<int>& val, vector<int>& wt) {
        vector<int> best(W + 1, 0);
        for (size_t i = 0; i < val.size(); i++)
            for (int c = W; c >= wt[i]; c--) best[c] = max(best[c], best[c - wt[i]] + val[i]);
        return best[W];
    }
};
