// Scan for the cheapest unused day every time: O(n^2).
class Solution {
public:
    long long buyMaximumProducts(int n, int k, vector<int>& price) {
        vector<char> used(n, 0);
        long long budget = k, shares = 0;
        for (int step = 0; step < n; step++) {
            int best = -1;
            for (int i = 0; i < n; i++) if (!used[i] && (best < 0 || price[i] < price[best])) best = i;
            used[best] = 1;
            long long take = min<long long>(best + 1, budget / price[best]);
            shares += take;
            budget -= take * price[best];
        }
        return shares;
    }
};
