class Solution {
public:
    int minSubset(vector<int>& arr) {
        sort(arr.rbegin(), arr.rend());
        long long rest = 0, taken = 0;
        for (int x : arr) rest += x;
        int k = 0;
        while (taken <= rest) { taken += arr[k]; rest -= arr[k]; k++; }
        return k;
    }
};
