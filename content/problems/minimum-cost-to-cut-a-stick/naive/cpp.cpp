// Try every cut as the first one in each piece, without remembering solved pieces.
class Solution {
    vector<int> c;
    int solve(int i, int j) {
        if (j - i < 2) return 0;
        int best = INT_MAX;
        for (int k = i + 1; k < j; k++) best = min(best, solve(i, k) + solve(k, j));
        return best + c[j] - c[i];
    }
public:
    int minCost(int n, vector<int>& cuts) {
        c = cuts;
        c.push_back(0);
        c.push_back(n);
        sort(c.begin(), c.end());
        return solve(0, c.size() - 1);
    }
};
