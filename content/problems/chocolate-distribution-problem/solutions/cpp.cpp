class Solution {
public:
    int findMinDiff(vector<int>& a, int m) {
        vector<int> s(a);
        sort(s.begin(), s.end());
        int best = INT_MAX;
        for (size_t i = 0; i + m - 1 < s.size(); i++) best = min(best, s[i + m - 1] - s[i]);
        return best;
    }
};
