class Solution {
public:
    int copySetBits(int x, int y, int l, int r) {
        long long mask = ((1LL << (r - l + 1)) - 1) << (l - 1);
        return (int)(x | (y & mask));
    }
};
