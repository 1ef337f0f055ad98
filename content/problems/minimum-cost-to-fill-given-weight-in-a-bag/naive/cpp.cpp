class Solution {
    const long long INF = LLONG_MAX / 4;
    // cheapest way to fill rest kilograms using packet sizes i+1, i+2, ...
    long long go(int i, int rest, int n, vector<int>& cost) {
        if (rest == 0) return 0;
        if (i == n) return INF;
        long long best = go(i + 1, rest, n, cost);
        int s = i + 1;
        if (cost[i] != -1 && s <= rest) best = min(best, cost[i] + go(i, rest - s, n, cost));
        return best;
    }
public:
    int minimumCost(int n, int w, vector<int>& cost) {
        long long r = go(0, w, n, cost);
        return r >= INF ? -1 : (int)r;
    }
};
