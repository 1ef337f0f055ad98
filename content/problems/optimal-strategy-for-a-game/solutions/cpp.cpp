class Solution {
public:
    long long maximumAmount(vector<int>& arr) {
        int n = arr.size();
        // d[j] for the current i: best (mine - theirs) on arr[i..j] for the player to move
        vector<long long> d(n, 0);
        long long total = 0;
        for (int v : arr) total += v;
        for (int i = n - 1; i >= 0; i--) {
            d[i] = arr[i];
            for (int j = i + 1; j < n; j++) d[j] = max(arr[i] - d[j], arr[j] - d[j - 1]);
        }
        return (total + d[n - 1]) / 2;
    }
};
