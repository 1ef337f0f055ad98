class Solution {
public:
    double findMedianSortedArrays(vector<int>& nums1, vector<int>& nums2) {
        const vector<int>& A = nums1.size() <= nums2.size() ? nums1 : nums2;
        const vector<int>& B = nums1.size() <= nums2.size() ? nums2 : nums1;
        int m = A.size(), n = B.size();
        int half = (m + n + 1) / 2;
        int lo = 0, hi = m;
        while (lo <= hi) {
            int i = (lo + hi) / 2, j = half - i;
            long long al = i > 0 ? A[i - 1] : LLONG_MIN;
            long long ar = i < m ? A[i] : LLONG_MAX;
            long long bl = j > 0 ? B[j - 1] : LLONG_MIN;
            long long br = j < n ? B[j] : LLONG_MAX;
            if (al > br) {
                hi = i - 1;
            } else if (bl > ar) {
                lo = i + 1;
            } else {
                long long left = max(al, bl);
                if ((m + n) % 2) return (double)left;
                return (left + min(ar, br)) / 2.0;
            }
        }
        return 0.0;
    }
};
