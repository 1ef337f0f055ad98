class Solution {
public:
    int minSwaps(vector<int>& nums) {
        vector<int> a(nums);
        int n = a.size(), swaps = 0;
        for (int i = 0; i < n; i++) {
            int m = i;
            for (int j = i + 1; j < n; j++) if (a[j] < a[m]) m = j;
            if (m != i) { swap(a[i], a[m]); swaps++; }
        }
        return swaps;
    }
};
