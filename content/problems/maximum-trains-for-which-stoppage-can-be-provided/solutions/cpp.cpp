class Solution {
public:
    int maxStop(int n, vector<vector<int>>& trains) {
        vector<int> order(trains.size());
        iota(order.begin(), order.end(), 0);
        sort(order.begin(), order.end(), [&](int a, int b) { return trains[a][1] < trains[b][1]; });
        vector<int> last(n + 1, -1);
        int count = 0;
        for (int i : order) {
            int p = trains[i][2];
            if (trains[i][0] >= last[p]) { last[p] = trains[i][1]; count++; }
        }
        return count;
    }
};
