class Solution {
public:
    vector<int> singleNumber(vector<int>& nums) {
        unsigned x = 0;
        for (int v : nums) x ^= (unsigned)v;
        unsigned low = x & (~x + 1u);
        int a = 0, b = 0;
        for (int v : nums) {
            if ((unsigned)v & low) a ^= v;
            else b ^= v;
        }
        return {a, b};
    }
};
