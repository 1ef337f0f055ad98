// Match the elements of a in increasing order, each with the smallest unused element of b found by a scan: O(n^2).
class Solution {
public:
    long long findMinSum(vector<int>& a, vector<int>& b) {
        int n = a.size();
        vector<char> usedA(n, 0), usedB(n, 0);
        long long total = 0;
        for (int step = 0; step < n; step++) {
            int i = -1, j = -1;
            for (int k = 0; k < n; k++) if (!usedA[k] && (i < 0 || a[k] < a[i])) i = k;
            for (int k = 0; k < n; k++) if (!usedB[k] && (j < 0 || b[k] < b[j])) j = k;
            usedA[i] = usedB[j] = 1;
            total += llabs((long long)a[i] - b[j]);
        }
        return total;
    }
};
