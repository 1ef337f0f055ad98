class Solution {
public:
    int findPages(vector<int>& arr, int k) {
        if (k > (int)arr.size()) return -1;
        long long lo = *max_element(arr.begin(), arr.end());
        long long hi = accumulate(arr.begin(), arr.end(), 0LL);
        while (lo < hi) {
            long long mid = lo + (hi - lo) / 2, load = 0;
            int students = 1;
            for (int p : arr) {
                if (load + p > mid) {
                    students++;
                    load = 0;
                }
                load += p;
            }
            if (students <= k) hi = mid;
            else lo = mid + 1;
        }
        return (int)lo;
    }
};
