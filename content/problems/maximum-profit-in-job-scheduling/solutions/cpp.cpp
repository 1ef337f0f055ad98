class Solution {
public:
    int jobScheduling(vector<int>& startTime, vector<int>& endTime, vector<int>& profit) {
        int n = startTime.size();
        vector<int> idx(n);
        iota(idx.begin(), idx.end(), 0);
        sort(idx.begin(), idx.end(), [&](int a, int b) { return endTime[a] < endTime[b]; });
        vector<int> ends(n);
        for (int k = 0; k < n; k++) ends[k] = endTime[idx[k]];
        vector<int> best(n + 1, 0);
        for (int k = 1; k <= n; k++) {
            int i = idx[k - 1];
            int p = upper_bound(ends.begin(), ends.begin() + k - 1, startTime[i]) - ends.begin();
            best[k] = max(best[k - 1], profit[i] + best[p]);
        }
        return best[n];
    }
};
