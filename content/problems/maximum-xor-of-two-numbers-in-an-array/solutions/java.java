class Solution {
    public int findMaximumXOR(int[] nums) {
        int n = nums.length;
        int[][] child = new int[2][n * 31 + 2];
        int size = 1;
        int best = 0;
        for (int x : nums) {
            int node = 0;
            for (int b = 30; b >= 0; b--) {
                int bit = (x >> b) & 1;
                if (child[bit][node] == 0) child[bit][node] = size++;
                node = child[bit][node];
            }
            node = 0;
            int cur = 0;
            for (int b = 30; b >= 0; b--) {
                int want = ((x >> b) & 1) ^ 1;
                if (child[want][node] != 0) {
                    cur |= 1 << b;
                    node = child[want][node];
                } else node = child[want ^ 1][node];
            }
            best = Math.max(best, cur);
        }
        return best;
    }
}
