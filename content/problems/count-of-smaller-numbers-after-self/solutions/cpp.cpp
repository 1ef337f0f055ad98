class Solution {
public:
    vector<int> countSmaller(vector<int>& nums) {
        // values shifted into 1..20001 index a Fenwick tree of counts seen to the right
        const int OFFSET = 10001, SIZE = 20002;
        vector<int> tree(SIZE + 1, 0), out(nums.size());
        for (int i = (int)nums.size() - 1; i >= 0; i--) {
            int v = nums[i] + OFFSET;
            int count = 0;
            for (int j = v - 1; j > 0; j -= j & -j) count += tree[j];
            out[i] = count;
            for (int j = v; j <= SIZE; j += j & -j) tree[j]++;
        }
        return out;
    }
};
