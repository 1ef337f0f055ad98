class Solution {
public:
    int hammingWeight(int n) {
        unsigned int u = (unsigned int)n;
        int count = 0;
        for (; u; u &= u - 1) count++;
        return count;
    }
};
