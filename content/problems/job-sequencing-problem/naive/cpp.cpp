class Solution {
public:
    vector<int> jobSequencing(vector<int>& deadline, vector<int>& profit) {
        int n = deadline.size();
        vector<int> idx(n);
        iota(idx.begin(), idx.end(), 0);
        sort(idx.begin(), idx.end(), [&](int a, int b) { return profit[a] > profit[b]; });
        vector<bool> used(n + 1, false);
        int count = 0, total = 0;
        for (int i : idx) {
            for (int s = min(deadline[i], n); s >= 1; s--) {
                if (!used[s]) { used[s] = true; count++; total += profit[i]; break; }
            }
        }
        return {count, total};
    }
};
