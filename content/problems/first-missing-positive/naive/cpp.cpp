class Solution {
public:
    int firstMissingPositive(vector<int>& nums) {
        for (int v = 1;; v++) {
            bool found = false;
            for (int x : nums)
                if (x == v) {
                    found = true;
                    break;
                }
            if (!found) return v;
        }
    }
};
