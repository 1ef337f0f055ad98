class Solution {
public:
    int minSwap(vector<int>& arr, int k) {
        int n = arr.size(), c = 0;
        for (int x : arr) if (x <= k) c++;
        if (c == 0) return 0;
        int best = INT_MAX;
        for (int start = 0; start + c <= n; start++) {
            int bad = 0;
            for (int i = start; i < start + c; i++)
                if (arr[i] > k) bad++;
            if (bad < best) best = bad;
        }
        return best;
    }
};
