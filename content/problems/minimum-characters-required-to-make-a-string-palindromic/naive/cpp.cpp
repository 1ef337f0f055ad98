class Solution {
public:
    int solve(string A) {
        int n = A.size();
        for (int L = n; L >= 1; L--) {
            int i = 0, j = L - 1;
            while (i < j && A[i] == A[j]) i++, j--;
            if (i >= j) return n - L;
        }
        return n - 1;
    }
};
