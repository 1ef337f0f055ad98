class Solution {
public:
    int majorityElement(vector<int>& nums) {
        // Boyer-Moore voting: the majority survives every cancellation
        int candidate = 0, votes = 0;
        for (int x : nums) {
            if (votes == 0) candidate = x;
            votes += x == candidate ? 1 : -1;
        }
        return candidate;
    }
};
