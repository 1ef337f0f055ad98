class Solution {
public:
    int LCSof3(string a, string b, string c) {
        int n2 = b.size(), n3 = c.size();
        vector<vector<int>> prev(n2 + 1, vector<int>(n3 + 1, 0)), cur = prev;
        for (char x : a) {
            for (int j = 1; j <= n2; j++)
                for (int k = 1; k <= n3; k++)
                    cur[j][k] = (x == b[j - 1] && b[j - 1] == c[k - 1]) ? prev[j - 1][k - 1] + 1
                                                                     : max({prev[j][k], cur[j - 1][k], cur[j][k - 1]});
            swap(prev, cur);
        }
        return prev[n2][n3];
    }
};
