// Literal scheduler: at each step scan every unfinished job for the shortest one. O(n^2).
class Solution {
public:
    long long solve(vector<int>& bt) {
        int n = bt.size();
        vector<char> done(n, 0);
        long long clock = 0, wait = 0;
        for (int step = 0; step < n; step++) {
            int best = -1;
            for (int i = 0; i < n; i++) if (!done[i] && (best < 0 || bt[i] < bt[best])) best = i;
            done[best] = 1;
            wait += clock;
            clock += bt[best];
        }
        return wait / n;
    }
};
