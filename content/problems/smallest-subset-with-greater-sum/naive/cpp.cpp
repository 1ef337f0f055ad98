// Pick the largest remaining element by a full scan each time: O(n^2).
class Solution {
public:
    int minSubset(vector<int>& arr) {
        int n = arr.size();
        vector<char> used(n, 0);
        long long rest = 0, taken = 0;
        for (int x : arr) rest += x;
        int k = 0;
        while (taken <= rest) {
            int best = -1;
            for (int i = 0; i < n; i++) if (!used[i] && (best < 0 || arr[i] > arr[best])) best = i;
            used[best] = 1;
            taken += arr[best];
            rest -= arr[best];
            k++;
        }
        return k;
    }
};
