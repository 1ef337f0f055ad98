// DP over meetings sorted by end: best[i] = 1 + max best[j] for compatible earlier j.
class Solution {
public:
    int maxMeetings(vector<int>& start, vector<int>& end) {
        int n = start.size();
        vector<int> idx(n);
        iota(idx.begin(), idx.end(), 0);
        sort(idx.begin(), idx.end(), [&](int a, int b) { return end[a] < end[b]; });
        vector<int> best(n, 1);
        int ans = 0;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < i; j++)
                if (end[idx[j]] < start[idx[i]]) best[i] = max(best[i], best[j] + 1);
            ans = max(ans, best[i]);
        }
        return ans;
    }
};
