class Solution {
    vector<int> a;
    int n, h;
    long long total, best;

    void go(int i, int taken, long long sum) {
        if (taken == h) { best = min(best, llabs(total - 2 * sum)); return; }
        if (n - i < h - taken) return;
        go(i + 1, taken + 1, sum + a[i]);
        go(i + 1, taken, sum);
    }

public:
    int tugOfWar(vector<int>& arr) {
        a = arr;
        n = arr.size();
        h = n / 2;
        total = accumulate(arr.begin(), arr.end(), 0LL);
        best = LLONG_MAX;
        go(0, 0, 0);
        return (int)best;
    }
};
