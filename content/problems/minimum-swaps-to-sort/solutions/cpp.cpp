class Solution {
public:
    int minSwaps(vector<int>& nums) {
        int n = nums.size();
        vector<int> idx(n);
        iota(idx.begin(), idx.end(), 0);
        sort(idx.begin(), idx.end(), [&](int a, int b) { return nums[a] < nums[b]; });
        vector<bool> seen(n, false);
        int cycles = 0;
        for (int i = 0; i < n; i++) {
            if (seen[i]) continue;
            cycles++;
            for (int j = i; !seen[j]; j = idx[j]) seen[j] = true;
        }
        return n - cycles;
    }
};
