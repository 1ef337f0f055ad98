class Solution {
    // Always fill `from`, pour it into `to`, empty `to` when full; count operations until d appears.
    int pour(int fromCap, int toCap, int d) {
        int from = fromCap, to = 0, steps = 1;
        while (from != d && to != d) {
            int t = min(from, toCap - to);
            from -= t;
            to += t;
            steps++;
            if (from == d || to == d) break;
            if (from == 0) { from = fromCap; steps++; }
            if (to == toCap) { to = 0; steps++; }
        }
        return steps;
    }
public:
    int minSteps(int m, int n, int d) {
        if (d > max(m, n) || d % __gcd(m, n) != 0) return -1;
        return min(pour(m, n, d), pour(n, m, d));
    }
};
