class Solution {
public:
    double findOptimumCost(vector<int>& line, vector<vector<int>>& points) {
        double a = line[0], b = line[1], c = line[2];
        auto cost = [&](double t) {
            double x = b != 0 ? t : -c / a;
            double y = b != 0 ? -(a * t + c) / b : t;
            double s = 0;
            for (auto& p : points) s += hypot(p[0] - x, p[1] - y);
            return s;
        };
        double lo = -1e5, hi = 1e5;
        for (int it = 0; it < 200; it++) {
            double m1 = lo + (hi - lo) / 3, m2 = hi - (hi - lo) / 3;
            if (cost(m1) < cost(m2)) hi = m2;
            else lo = m1;
        }
        return cost((lo + hi) / 2);
    }
};
