class Solution {
public:
    int findMinDiff(vector<int>& a, int m) {
        int n = a.size();
        long long best = LLONG_MAX;
        vector<int> bigger;
        for (int i = 0; i < n; i++) {
            bigger.clear();
            for (int j = 0; j < n; j++)
                if (a[j] > a[i] || (a[j] == a[i] && j >= i)) bigger.push_back(a[j]);
            if ((int)bigger.size() < m) continue;
            nth_element(bigger.begin(), bigger.begin() + (m - 1), bigger.end());
            best = min(best, (long long)bigger[m - 1] - a[i]);
        }
        return (int)best;
    }
};
