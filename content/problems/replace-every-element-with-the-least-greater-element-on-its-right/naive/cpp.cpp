class Solution {
public:
    vector<int> findLeastGreater(vector<int>& arr) {
        int n = arr.size();
        vector<int> out(n, -1);
        for (int i = 0; i < n; i++) {
            int best = INT_MAX;
            for (int j = i + 1; j < n; j++)
                if (arr[j] > arr[i] && arr[j] < best) best = arr[j];
            if (best != INT_MAX) out[i] = best;
        }
        return out;
    }
};
