class Solution {
    int go(vector<int>& coins, int i, int amount) {
        if (amount == 0) return 1;
        if (i == (int)coins.size()) return 0;
        int ways = go(coins, i + 1, amount);  // skip coin i for good
        if (coins[i] <= amount) ways += go(coins, i, amount - coins[i]);  // use one more coin i
        return ways;
    }
public:
    int change(int amount, vector<int>& coins) {
        return go(coins, 0, amount);
    }
};
