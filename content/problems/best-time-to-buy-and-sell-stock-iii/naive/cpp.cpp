class Solution {
    int best(const vector<int>& p, int lo, int hi) {
        int mn = INT_MAX, res = 0;
        for (int i = lo; i <= hi; i++) { mn = min(mn, p[i]); res = max(res, p[i] - mn); }
        return res;
    }
public:
    int maxProfit(vector<int>& prices) {
        int n = prices.size(), ans = 0;
        for (int k = 0; k < n; k++) ans = max(ans, best(prices, 0, k) + best(prices, k, n - 1));
        return ans;
    }
};
