class Solution {
    int go(int cap, vector<int>& val, vector<int>& wt) {
        int best = 0;
        for (size_t i = 0; i < val.size(); i++)
            if (wt[i] <= cap) best = max(best, val[i] + go(cap - wt[i], val, wt));
        return best;
    }
public:
    int knapSack(int W, vector<int>& val, vector<int>& wt) { return go(W, val, wt); }
};
