class Solution {
public:
    int LongestRepeatingSubsequence(string str) {
        int n = str.size();
        vector<int> prev(n + 1, 0), cur(n + 1, 0);
        for (int i = 1; i <= n; i++) {
            cur[0] = 0;
            for (int j = 1; j <= n; j++)
                cur[j] = (str[i - 1] == str[j - 1] && i != j) ? prev[j - 1] + 1 : max(prev[j], cur[j - 1]);
            swap(prev, cur);
        }
        return prev[n];
    }
};
