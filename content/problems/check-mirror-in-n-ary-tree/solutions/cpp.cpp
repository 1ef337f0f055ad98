class Solution {
public:
    int checkMirrorTree(int n, int e, vector<int>& A, vector<int>& B) {
        vector<vector<int>> st(n + 1);
        for (int i = 0; i < 2 * e; i += 2) st[A[i]].push_back(A[i + 1]);
        for (int i = 0; i < 2 * e; i += 2) {
            auto& s = st[B[i]];
            if (s.empty() || s.back() != B[i + 1]) return 0;
            s.pop_back();
        }
        return 1;
    }
};
