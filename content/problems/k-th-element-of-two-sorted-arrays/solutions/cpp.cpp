class Solution {
public:
    int kthElement(vector<int>& a, vector<int>& b, int k) {
        if (a.size() > b.size()) return kthElement(b, a, k);
        int n = a.size(), m = b.size();
        int lo = max(0, k - m), hi = min(k, n);
        while (lo <= hi) {
            int i = lo + (hi - lo) / 2, j = k - i;
            int aLeft = i > 0 ? a[i - 1] : INT_MIN, aRight = i < n ? a[i] : INT_MAX;
            int bLeft = j > 0 ? b[j - 1] : INT_MIN, bRight = j < m ? b[j] : INT_MAX;
            if (aLeft > bRight) hi = i - 1;
            else if (bLeft > aRight) lo = i + 1;
            else return max(aLeft, bLeft);
        }
        return -1;
    }
};
