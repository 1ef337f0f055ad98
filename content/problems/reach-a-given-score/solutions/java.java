class Solution {
    public long count(int n) {
        long[] ways = new long[n + 1];
        ways[0] = 1;
        int[] coins = {3, 5, 10};
        for (int c : coins)
            for (int s = c; s <= n; s++) ways[s] += ways[s - c];
        return ways[n];
    }
}
