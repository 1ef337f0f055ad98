class Solution {
    public int[] maximizeXor(int[] nums, int[][] queries) {
        Arrays.sort(nums);
        Integer[] order = new Integer[queries.length];
        for (int i = 0; i < order.length; i++) order[i] = i;
        Arrays.sort(order, (a, b) -> Integer.compare(queries[a][1], queries[b][1]));
        int[][] child = new int[2][nums.length * 30 + 2];
        int size = 1;
        int[] out = new int[queries.length];
        int p = 0;
        for (int qi : order) {
            int x = queries[qi][0], m = queries[qi][1];
            while (p < nums.length && nums[p] <= m) {
                int node = 0;
                for (int b = 29; b >= 0; b--) {
                    int bit = (nums[p] >> b) & 1;
                    if (child[bit][node] == 0) child[bit][node] = size++;
                    node = child[bit][node];
                }
                p++;
            }
            if (p == 0) {
                out[qi] = -1;
                continue;
            }
            int node = 0, best = 0;
            for (int b = 29; b >= 0; b--) {
                int want = ((x >> b) & 1) ^ 1;
                if (child[want][node] != 0) {
                    best |= 1 << b;
                    node = child[want][node];
                } else node = child[want ^ 1][node];
            }
            out[qi] = best;
        }
        return out;
    }
}
