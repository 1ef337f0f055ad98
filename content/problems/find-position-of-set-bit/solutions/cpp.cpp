class Solution {
public:
    int findPosition(int N) {
        if (N == 0 || (N & (N - 1)) != 0) return -1;
        return __builtin_ctz(N) + 1;
    }
};
