class Solution {
public:
    vector<int> getMinMax(vector<int>& arr) {
        int lo = arr[0], hi = arr[0];
        size_t i = arr.size() % 2 ? 1 : 0;
        if (i == 0) { lo = min(arr[0], arr[1]); hi = max(arr[0], arr[1]); i = 2; }
        for (; i + 1 < arr.size(); i += 2) {
            int a = arr[i], b = arr[i + 1];
            if (a > b) swap(a, b);
            if (a < lo) lo = a;
            if (b > hi) hi = b;
        }
        return {lo, hi};
    }
};
