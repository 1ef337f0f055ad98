class Solution {
    int go(int n, int x, int y, int z) {  // -1 when impossible
        if (n == 0) return 0;
        if (n < 0) return -1;
        int best = -1;
        for (int c : {x, y, z}) {
            int r = go(n - c, x, y, z);
            if (r >= 0) best = max(best, r + 1);
        }
        return best;
    }
public:
    int maximizeTheCuts(int n, int x, int y, int z) { return max(go(n, x, y, z), 0); }
};
