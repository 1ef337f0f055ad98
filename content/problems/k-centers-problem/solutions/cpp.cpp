class Solution {
    int n, k, best;
    vector<int> chosen;

    void go(vector<vector<int>>& dist, int i) {
        if ((int)chosen.size() == k) {
            int worst = 0;
            for (int c = 0; c < n; c++) {
                int near = INT_MAX;
                for (int s : chosen) near = min(near, dist[c][s]);
                worst = max(worst, near);
            }
            best = min(best, worst);
            return;
        }
        if (n - i < k - (int)chosen.size()) return;
        chosen.push_back(i);
        go(dist, i + 1);
        chosen.pop_back();
        go(dist, i + 1);
    }

public:
    int kCenters(vector<vector<int>>& dist, int k) {
        n = dist.size();
        this->k = k;
        best = INT_MAX;
        chosen.clear();
        go(dist, 0);
        return best;
    }
};
