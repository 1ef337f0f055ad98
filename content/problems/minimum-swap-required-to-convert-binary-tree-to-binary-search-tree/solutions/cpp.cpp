class Solution {
    void inorder(const vector<int>& A, int i, vector<int>& out) {
        if (i >= (int)A.size()) return;
        inorder(A, 2 * i + 1, out);
        out.push_back(A[i]);
        inorder(A, 2 * i + 2, out);
    }

public:
    int minSwaps(vector<int>& A) {
        int n = A.size();
        vector<int> seq;
        inorder(A, 0, seq);
        vector<int> idx(n);
        iota(idx.begin(), idx.end(), 0);
        sort(idx.begin(), idx.end(), [&](int a, int b) { return seq[a] < seq[b]; });
        // idx[k] = position holding the k-th smallest value: follow k -> idx[k]
        vector<char> seen(n, 0);
        int swaps = 0;
        for (int k = 0; k < n; k++) {
            if (seen[k]) continue;
            int len = 0;
            for (int q = k; !seen[q]; q = idx[q]) seen[q] = 1, len++;
            swaps += len - 1;
        }
        return swaps;
    }
};
