class Solution {
public:
    int countSetBits(int n) {
        long long total = 0;
        for (int i = 1; i <= n; i++)
            for (int v = i; v; v >>= 1) total += v & 1;
        return (int)total;
    }
};
