class Solution {
    public int minimumNumberOfSwaps(String s) {
        int open = 0, close = 0, imbalance = 0;
        long swaps = 0;
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) == '[') {
                open++;
                if (imbalance > 0) { swaps += imbalance; imbalance--; }
            } else {
                close++;
                imbalance = close - open;
            }
        }
        return (int) swaps;
    }
}
