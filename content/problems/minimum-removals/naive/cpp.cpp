class Solution {
public:
    int removals(vector<int>& arr, int k) {
        vector<int> a(arr);
        sort(a.begin(), a.end());
        int n = a.size(), best = 0;
        for (int i = 0; i < n; i++) {
            int j = i;
            while (j + 1 < n && (long long)a[j + 1] - a[i] <= k) j++;
            best = max(best, j - i + 1);
        }
        return n - best;
    }
};
