class Solution {
public:
    int maximizeTheCuts(int n, int x, int y, int z) {
        vector<int> best(n + 1, -1);
        best[0] = 0;
        int cuts[3] = {x, y, z};
        for (int L = 1; L <= n; L++)
            for (int c : cuts)
                if (c <= L && best[L - c] >= 0) best[L] = max(best[L], best[L - c] + 1);
        return max(best[n], 0);
    }
};
