class Solution {
public:
    int minimumNumberOfSwaps(string s) {
        int open = 0, close = 0, imbalance = 0;
        long long swaps = 0;
        for (char c : s) {
            if (c == '[') {
                open++;
                if (imbalance > 0) { swaps += imbalance; imbalance--; }
            } else {
                close++;
                imbalance = close - open;
            }
        }
        return (int)swaps;
    }
};
