class Solution {
public:
    int longestSubseq(vector<int>& arr) {
        int n = arr.size(), ans = 0;
        vector<int> len(n, 1);
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < i; j++)
                if (abs((long long)arr[i] - arr[j]) == 1) len[i] = max(len[i], len[j] + 1);
            ans = max(ans, len[i]);
        }
        return ans;
    }
};
