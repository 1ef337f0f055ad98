class Solution {
public:
    vector<int> twoSum(vector<int>& nums, int target) {
        unordered_map<int, int> index;
        index.reserve(nums.size());
        for (int i = 0; i < (int)nums.size(); i++) {
            // long long: target - nums[i] can reach 2 * 10^9
            long long want = (long long)target - nums[i];
            if (want >= INT_MIN && want <= INT_MAX) {
                auto it = index.find((int)want);
                if (it != index.end()) return {it->second, i};
            }
            index[nums[i]] = i;
        }
        return {};
    }
};
