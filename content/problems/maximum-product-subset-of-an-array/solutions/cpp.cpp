class Solution {
public:
    int findMaxProduct(vector<int>& arr) {
        int n = arr.size();
        if (n == 1) return arr[0];
        const long long MOD = 1000000007LL;
        int negs = 0, zeros = 0, closest = INT_MIN;
        for (int x : arr) {
            if (x == 0) zeros++;
            else if (x < 0) { negs++; closest = max(closest, x); }
        }
        int kept = n - zeros;
        bool dropOne = negs % 2 == 1;
        if (dropOne) kept--;
        if (kept == 0) return 0;
        long long p = 1;
        for (int x : arr) {
            if (x == 0) continue;
            if (dropOne && x == closest) { dropOne = false; continue; }
            p = p * abs(x) % MOD;
        }
        return (int)p;
    }
};
