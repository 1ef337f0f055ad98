class Solution {
    long long ways(int i, long long k) {  // colourings of i posts
        if (i == 1) return k % 1000000007;
        if (i == 2) return k * k % 1000000007;
        return (ways(i - 1, k) + ways(i - 2, k)) % 1000000007 * (k - 1) % 1000000007;
    }
public:
    long long countWays(int n, int k) { return ways(n, k); }
};
