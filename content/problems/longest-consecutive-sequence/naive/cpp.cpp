class Solution {
public:
    int longestConsecutive(vector<int>& nums) {
        unordered_set<int> seen(nums.begin(), nums.end());
        int best = 0;
        for (int x : nums) {
            int length = 1;
            long long next = (long long)x + 1;
            while (next <= INT_MAX && seen.count((int)next)) {
                length++;
                next++;
            }
            best = max(best, length);
        }
        return best;
    }
};
