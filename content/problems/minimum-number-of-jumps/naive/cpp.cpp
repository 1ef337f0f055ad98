class Solution {
public:
    int minJumps(vector<int>& arr) {
        int n = arr.size();
        vector<int> best(n, INT_MAX);
        best[0] = 0;
        for (int i = 0; i < n; i++) {
            if (best[i] == INT_MAX) continue;
            for (int j = i + 1; j <= i + arr[i] && j < n; j++)
                best[j] = min(best[j], best[i] + 1);
        }
        return best[n - 1] == INT_MAX ? -1 : best[n - 1];
    }
};
