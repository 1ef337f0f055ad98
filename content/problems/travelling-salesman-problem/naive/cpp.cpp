// Try every order of the cities 1..n-1: O(n!).
class Solution {
public:
    int totalCost(vector<vector<int>>& cost) {
        int n = cost.size();
        if (n == 1) return 0;
        vector<int> order(n - 1);
        iota(order.begin(), order.end(), 1);
        int best = INT_MAX;
        do {
            int total = cost[0][order[0]];
            for (int i = 0; i + 1 < n - 1; i++) total += cost[order[i]][order[i + 1]];
            total += cost[order.back()][0];
            best = min(best, total);
        } while (next_permutation(order.begin(), order.end()));
        return best;
    }
};
