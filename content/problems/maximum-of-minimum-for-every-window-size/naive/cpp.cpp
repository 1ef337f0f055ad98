class Solution {
public:
    vector<int> maxOfMin(vector<int>& arr) {
        int n = arr.size();
        vector<int> ans(n, 0);
        for (int i = 0; i < n; i++) {
            int mn = INT_MAX;
            for (int j = i; j < n; j++) {
                mn = min(mn, arr[j]);
                ans[j - i] = max(ans[j - i], mn);
            }
        }
        return ans;
    }
};
