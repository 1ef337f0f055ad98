class Solution {
public:
    vector<int> majorityElement(vector<int>& nums) {
        vector<int> out;
        int n = nums.size();
        for (int i = 0; i < n; i++) {
            if (find(out.begin(), out.end(), nums[i]) != out.end()) continue;
            int count = 0;
            for (int j = 0; j < n; j++)
                if (nums[j] == nums[i]) count++;
            if (count > n / 3) out.push_back(nums[i]);
        }
        return out;
    }
};
