class Solution {
public:
    long long buyMaximumProducts(int n, int k, vector<int>& price) {
        vector<pair<int, int>> days(n);
        for (int i = 0; i < n; i++) days[i] = {price[i], i + 1};
        sort(days.begin(), days.end());
        long long budget = k, shares = 0;
        for (auto [p, quota] : days) {
            long long take = min<long long>(quota, budget / p);
            shares += take;
            budget -= take * p;
        }
        return shares;
    }
};
