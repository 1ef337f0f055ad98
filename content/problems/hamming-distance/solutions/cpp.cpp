class Solution {
public:
    int hammingDistance(int x, int y) {
        unsigned v = (unsigned)(x ^ y);
        int c = 0;
        while (v) { v &= v - 1; c++; }
        return c;
    }
};
