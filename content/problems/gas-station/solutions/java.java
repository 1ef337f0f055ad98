class Solution {
    public int canCompleteCircuit(int[] gas, int[] cost) {
        int start = 0;
        long tank = 0, total = 0;
        for (int i = 0; i < gas.length; i++) {
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
}
