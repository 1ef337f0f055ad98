class Solution {
public:
    int maxSumIS(vector<int>& arr) {
        int n = arr.size(), ans = 0;
        vector<int> best(n);
        for (int i = 0; i < n; i++) {
            best[i] = arr[i];
            for (int j = 0; j < i; j++)
                if (arr[j] < arr[i]) best[i] = max(best[i], best[j] + arr[i]);
            ans = max(ans, best[i]);
        }
        return ans;
    }
};
