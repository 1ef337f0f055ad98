class Solution {
    void inorder(const vector<int>& A, int i, vector<int>& out) {
        if (i >= (int)A.size()) return;
        inorder(A, 2 * i + 1, out);
        out.push_back(A[i]);
        inorder(A, 2 * i + 2, out);
    }

public:
    int minSwaps(vector<int>& A) {
        vector<int> seq;
        inorder(A, 0, seq);
        int n = seq.size(), swaps = 0;
        for (int i = 0; i < n; i++) {  // selection sort, counting real swaps
            int m = i;
            for (int j = i + 1; j < n; j++)
                if (seq[j] < seq[m]) m = j;
            if (m != i) {
                swap(seq[i], seq[m]);
                swaps++;
            }
        }
        return swaps;
    }
};
