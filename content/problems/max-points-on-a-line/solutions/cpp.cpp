class Solution {
public:
    int maxPoints(vector<vector<int>>& points) {
        int n = points.size(), best = min(n, 1);
        for (int i = 0; i < n; i++) {
            map<pair<int, int>, int> slopes;
            for (int j = i + 1; j < n; j++) {
                int dx = points[j][0] - points[i][0], dy = points[j][1] - points[i][1];
                int g = gcd(dx, dy);
                dx /= g;
                dy /= g;
                if (dx < 0 || (dx == 0 && dy < 0)) dx = -dx, dy = -dy; // one sign per direction
                best = max(best, ++slopes[{dx, dy}] + 1);
            }
        }
        return best;
    }
};
