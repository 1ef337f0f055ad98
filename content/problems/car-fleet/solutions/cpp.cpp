class Solution {
public:
    int carFleet(int target, vector<int>& position, vector<int>& speed) {
        int n = position.size();
        vector<int> order(n);
        iota(order.begin(), order.end(), 0);
        sort(order.begin(), order.end(), [&](int a, int b) { return position[a] > position[b]; });
        int fleets = 0;
        double lead = 0.0;
        for (int i : order) {
            double t = (double)(target - position[i]) / speed[i];
            if (t > lead) {
                fleets++;
                lead = t;
            }
        }
        return fleets;
    }
};
