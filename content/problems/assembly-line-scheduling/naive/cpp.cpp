class Solution {
    // least time to finish station j on line i, trying both previous lines recursively
    long long go(int i, int j, vector<vector<int>>& a, vector<vector<int>>& T, vector<int>& e) {
        if (j == 0) return e[i] + a[i][0];
        long long stay = go(i, j - 1, a, T, e);
        long long moveIn = go(1 - i, j - 1, a, T, e) + T[1 - i][j];
        return a[i][j] + min(stay, moveIn);
    }
public:
    long long carAssembly(vector<vector<int>>& a, vector<vector<int>>& T, vector<int>& e, vector<int>& x) {
        int n = a[0].size();
        return min(go(0, n - 1, a, T, e) + x[0], go(1, n - 1, a, T, e) + x[1]);
    }
};
