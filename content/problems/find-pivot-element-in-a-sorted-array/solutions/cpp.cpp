class Solution {
public:
    int findPivot(vector<int>& arr) {
        int n = arr.size(), last = arr[n - 1];
        int lo = 0, hi = n - 1;
        while (lo < hi) {
            int mid = lo + (hi - lo + 1) / 2;
            if (arr[mid] > last) lo = mid;
            else hi = mid - 1;
        }
        return arr[lo] > last ? lo : n - 1;
    }
};
