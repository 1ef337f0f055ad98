class Solution {
public:
    int change(int amount, vector<int>& coins) {
        // Unsigned wrap-around keeps the final count exact (mod 2^64) even if
        // intermediate entries overflow; the answer itself fits in 32 bits.
        vector<unsigned long long> dp(amount + 1, 0);
        dp[0] = 1;
        for (int c : coins) {
            for (int a = c; a <= amount; a++) dp[a] += dp[a - c];
        }
        return (int)dp[amount];
    }
};
