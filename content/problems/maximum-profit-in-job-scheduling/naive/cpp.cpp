class Solution {
public:
    int jobScheduling(vector<int>& startTime, vector<int>& endTime, vector<int>& profit) {
        int n = startTime.size();
        vector<int> idx(n);
        iota(idx.begin(), idx.end(), 0);
        sort(idx.begin(), idx.end(), [&](int a, int b) { return endTime[a] < endTime[b]; });
        vector<int> best(n, 0);  // best[k]: max pay among chosen sets whose last job is idx[k]
        int ans = 0;
        for (int k = 0; k < n; k++) {
            int i = idx[k], prev = 0;
            for (int j = 0; j < k; j++)
                if (endTime[idx[j]] <= startTime[i]) prev = max(prev, best[j]);
            best[k] = prev + profit[i];
            ans = max(ans, best[k]);
        }
        return ans;
    }
};
