class Solution {
    int best(const vector<int>& p, int from, int to) {
        int lowest = p[from], gain = 0;
        for (int i = from; i <= to; i++) {
            lowest = min(lowest, p[i]);
            gain = max(gain, p[i] - lowest);
        }
        return gain;
    }
public:
    int maxProfit(vector<int>& prices) {
        int n = prices.size(), answer = 0;
        for (int d = 0; d < n; d++) answer = max(answer, best(prices, 0, d) + best(prices, d, n - 1));
        return answer;
    }
};
