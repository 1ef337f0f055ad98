class Solution {
    int go(const vector<int>& p, int i, int left, bool holding) {
        if (i == (int)p.size() || (left == 0 && !holding)) return 0;
        int skip = go(p, i + 1, left, holding);
        int act = holding ? p[i] + go(p, i + 1, left - 1, false) : -p[i] + go(p, i + 1, left, true);
        return max(skip, act);
    }
public:
    int maxProfit(int k, vector<int>& prices) { return go(prices, 0, k, false); }
};
