class Solution {
public:
    void rearrange(vector<int>& arr) {
        int n = arr.size();
        for (int i = 0; i < n; i++) {
            bool wantNonNegative = i % 2 == 0;
            if ((arr[i] >= 0) == wantNonNegative) continue;
            int j = i + 1;
            while (j < n && (arr[j] >= 0) != wantNonNegative) j++;
            if (j == n) break;
            int moving = arr[j];
            for (int t = j; t > i; t--) arr[t] = arr[t - 1];
            arr[i] = moving;
        }
    }
};
