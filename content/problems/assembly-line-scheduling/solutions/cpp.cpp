class Solution {
public:
    long long carAssembly(vector<vector<int>>& a, vector<vector<int>>& T, vector<int>& e, vector<int>& x) {
        int n = a[0].size();
        long long f0 = e[0] + a[0][0], f1 = e[1] + a[1][0];
        for (int j = 1; j < n; j++) {
            long long g0 = a[0][j] + min(f0, f1 + T[1][j]);
            long long g1 = a[1][j] + min(f1, f0 + T[0][j]);
            f0 = g0;
            f1 = g1;
        }
        return min(f0 + x[0], f1 + x[1]);
    }
};
