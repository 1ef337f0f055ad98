class Solution {
    public int carFleet(int target, int[] position, int[] speed) {
        int n = position.length;
        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) order[i] = i;
        Arrays.sort(order, (a, b) -> Integer.compare(position[b], position[a]));
        int fleets = 0;
        double lead = 0.0;
        for (int i : order) {
            double t = (double) (target - position[i]) / speed[i];
            if (t > lead) {
                fleets++;
                lead = t;
            }
        }
        return fleets;
    }
}
