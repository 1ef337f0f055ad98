class Solution {
public:
    long long sumOfKSubarrays(vector<int>& arr, int k) {
        long long total = 0;
        for (int s = 0; s + k <= (int)arr.size(); s++) {
            int lo = arr[s], hi = arr[s];
            for (int i = s + 1; i < s + k; i++) {
                if (arr[i] < lo) lo = arr[i];
                if (arr[i] > hi) hi = arr[i];
            }
            total += (long long)lo + hi;
        }
        return total;
    }
};
