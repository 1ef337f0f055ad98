class Solution {
public:
    bool find3Numbers(vector<int>& arr, int x) {
        vector<int> a(arr);
        sort(a.begin(), a.end());
        int n = a.size();
        for (int i = 0; i + 2 < n; i++) {
            int lo = i + 1, hi = n - 1;
            while (lo < hi) {
                int s = a[i] + a[lo] + a[hi];
                if (s == x) return true;
                if (s < x) lo++;
                else hi--;
            }
        }
        return false;
    }
};
