class Solution {
public:
    int maxProfit(vector<int>& prices) {
        int n = prices.size();
        vector<int> left(n, 0), right(n, 0);
        int lowest = prices[0];
        for (int d = 1; d < n; d++) {
            lowest = min(lowest, prices[d]);
            left[d] = max(left[d - 1], prices[d] - lowest);
        }
        int highest = prices[n - 1];
        for (int d = n - 2; d >= 0; d--) {
            highest = max(highest, prices[d]);
            right[d] = max(right[d + 1], highest - prices[d]);
        }
        int best = 0;
        for (int d = 0; d < n; d++) best = max(best, left[d] + right[d]);
        return best;
    }
};
