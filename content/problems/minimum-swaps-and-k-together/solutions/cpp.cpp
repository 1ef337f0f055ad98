class Solution {
public:
    int minSwap(vector<int>& arr, int k) {
        int n = arr.size(), c = 0;
        for (int x : arr) c += x <= k;
        if (c == 0) return 0;
        int bad = 0;
        for (int i = 0; i < c; i++) bad += arr[i] > k;
        int best = bad;
        for (int i = c; i < n; i++) {
            bad += (arr[i] > k) - (arr[i - c] > k);
            best = min(best, bad);
        }
        return best;
    }
};
