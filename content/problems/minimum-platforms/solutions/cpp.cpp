class Solution {
public:
    int findPlatform(vector<int>& arr, vector<int>& dep) {
        sort(arr.begin(), arr.end());
        sort(dep.begin(), dep.end());
        int n = arr.size(), i = 0, j = 0, present = 0, best = 0;
        while (i < n) {
            if (arr[i] <= dep[j]) { present++; i++; best = max(best, present); }
            else { present--; j++; }
        }
        return best;
    }
};
