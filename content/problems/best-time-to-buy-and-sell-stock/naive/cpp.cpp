class Solution {
public:
    int maxProfit(vector<int>& prices) {
        int n = prices.size();
        int best = 0;
        for (int buy = 0; buy < n; buy++)
            for (int sell = buy + 1; sell < n; sell++)
                best = max(best, prices[sell] - prices[buy]);
        return best;
    }
};
