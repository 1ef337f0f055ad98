// Repeatedly scan all remaining lines for the most expensive one: O((m + n)^2).
class Solution {
public:
    long long minimumCostOfBreaking(vector<int>& x, vector<int>& y) {
        vector<char> usedX(x.size(), 0), usedY(y.size(), 0);
        long long xPieces = 1, yPieces = 1, total = 0;
        size_t left = x.size() + y.size();
        while (left--) {
            int bestX = -1, bestY = -1;
            for (size_t i = 0; i < x.size(); i++) if (!usedX[i] && (bestX < 0 || x[i] > x[bestX])) bestX = i;
            for (size_t j = 0; j < y.size(); j++) if (!usedY[j] && (bestY < 0 || y[j] > y[bestY])) bestY = j;
            if (bestY < 0 || (bestX >= 0 && x[bestX] >= y[bestY])) { usedX[bestX] = 1; total += x[bestX] * yPieces; xPieces++; }
            else { usedY[bestY] = 1; total += y[bestY] * xPieces; yPieces++; }
        }
        return total;
    }
};
