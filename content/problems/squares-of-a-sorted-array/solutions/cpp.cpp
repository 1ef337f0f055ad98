class Solution {
public:
    vector<int> sortedSquares(vector<int>& nums) {
        int n = nums.size();
        vector<int> out(n);
        int lo = 0, hi = n - 1;
        for (int w = n - 1; w >= 0; w--) {
            int a = nums[lo] * nums[lo], b = nums[hi] * nums[hi];
            if (a > b) { out[w] = a; lo++; }
            else { out[w] = b; hi--; }
        }
        return out;
    }
};
