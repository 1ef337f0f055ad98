class Solution {
    private double cost(double a, double b, double c, int[][] points, double t) {
        double x = b != 0 ? t : -c / a;
        double y = b != 0 ? -(a * t + c) / b : t;
        double s = 0;
        for (int[] p : points) {
            double dx = p[0] - x, dy = p[1] - y;
            s += Math.sqrt(dx * dx + dy * dy);
        }
        return s;
    }

    public double findOptimumCost(int[] line, int[][] points) {
        double a = line[0], b = line[1], c = line[2];
        double lo = -1e5, hi = 1e5;
        for (int it = 0; it < 200; it++) {
            double m1 = lo + (hi - lo) / 3, m2 = hi - (hi - lo) / 3;
            if (cost(a, b, c, points, m1) < cost(a, b, c, points, m2)) hi = m2;
            else lo = m1;
        }
        return cost(a, b, c, points, (lo + hi) / 2);
    }
}
