class Solution {
public:
    long long minimumCostOfBreaking(vector<int>& x, vector<int>& y) {
        sort(x.rbegin(), x.rend());
        sort(y.rbegin(), y.rend());
        size_t i = 0, j = 0;
        long long xPieces = 1, yPieces = 1, total = 0;
        while (i < x.size() || j < y.size()) {
            if (j == y.size() || (i < x.size() && x[i] >= y[j])) { total += x[i++] * yPieces; xPieces++; }
            else { total += y[j++] * xPieces; yPieces++; }
        }
        return total;
    }
};
