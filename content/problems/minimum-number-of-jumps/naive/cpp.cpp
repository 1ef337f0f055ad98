class Solution {
public:
    int minJumps(vector<int>& arr) {
        int n = arr.size();
        vector<int> best(n, INT_MAX);
        best[0] = 0;
        for (int i = 1; i < n; i++)
            for (int j = 0; j < i; j++)
                if (best[j] != INT_MAX && (long long)j + arr[j] >= i) best[i] = min(best[i], best[j] + 1);
        return best[n - 1] == INT_MAX ? -1 : best[n - 1];
    }
};
