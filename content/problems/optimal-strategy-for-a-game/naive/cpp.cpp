class Solution {
    // best total for the player to move on arr[i..j], the opponent answering optimally
    long long go(vector<int>& arr, int i, int j) {
        if (i > j) return 0;
        if (i == j) return arr[i];
        long long takeLeft = arr[i] + min(go(arr, i + 2, j), go(arr, i + 1, j - 1));
        long long takeRight = arr[j] + min(go(arr, i + 1, j - 1), go(arr, i, j - 2));
        return max(takeLeft, takeRight);
    }
public:
    long long maximumAmount(vector<int>& arr) {
        return go(arr, 0, arr.size() - 1);
    }
};
