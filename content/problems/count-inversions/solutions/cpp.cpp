class Solution {
    long long sortCount(vector<int>& a, vector<int>& buf, int lo, int hi) {
        if (hi - lo < 2) return 0;
        int mid = lo + (hi - lo) / 2;
        long long count = sortCount(a, buf, lo, mid) + sortCount(a, buf, mid, hi);
        int i = lo, j = mid, k = lo;
        while (i < mid && j < hi) {
            if (a[i] <= a[j]) buf[k++] = a[i++];
            else {
                count += mid - i;
                buf[k++] = a[j++];
            }
        }
        while (i < mid) buf[k++] = a[i++];
        while (j < hi) buf[k++] = a[j++];
        for (int t = lo; t < hi; t++) a[t] = buf[t];
        return count;
    }

public:
    long long inversionCount(vector<int>& arr) {
        vector<int> a(arr), buf(arr.size());
        return sortCount(a, buf, 0, a.size());
    }
};
