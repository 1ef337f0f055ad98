class Solution {
    int go(const vector<vector<int>>& p, int i, int end) {
        if (i == (int)p.size()) return 0;
        int best = go(p, i + 1, end);
        if (p[i][0] > end) best = max(best, 1 + go(p, i + 1, p[i][1]));
        return best;
    }
public:
    int findLongestChain(vector<vector<int>>& pairs) {
        sort(pairs.begin(), pairs.end());
        return go(pairs, 0, INT_MIN);
    }
};
