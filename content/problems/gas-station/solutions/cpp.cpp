class Solution {
public:
    int canCompleteCircuit(vector<int>& gas, vector<int>& cost) {
        int start = 0;
        long long tank = 0, total = 0;
        for (int i = 0; i < (int)gas.size(); i++) {
            int d = gas[i] - cost[i];
            tank += d;
            total += d;
            if (tank < 0) {
                start = i + 1;
                tank = 0;
            }
        }
        return total >= 0 ? start : -1;
    }
};
