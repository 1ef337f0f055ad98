class Solution {
    int go(int i, int room, vector<int>& val, vector<int>& wt) {
        if (i == (int)val.size()) return 0;
        int best = go(i + 1, room, val, wt);
        if (wt[i] <= room) best = max(best, val[i] + go(i + 1, room - wt[i], val, wt));
        return best;
    }
public:
    int knapsack(int W, vector<int>& val, vector<int>& wt) {
        return go(0, W, val, wt);
    }
};
