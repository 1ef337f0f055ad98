class Solution {
    vector<vector<string>> out;
    vector<string> path;
    vector<vector<char>> pal;
    void go(const string& s, int start) {
        int n = s.size();
        if (start == n) { out.push_back(path); return; }
        for (int e = start; e < n; e++) {
            if (!pal[start][e]) continue;
            path.push_back(s.substr(start, e - start + 1));
            go(s, e + 1);
            path.pop_back();
        }
    }
public:
    vector<vector<string>> partition(string s) {
        int n = s.size();
        pal.assign(n, vector<char>(n, 0));
        for (int i = n - 1; i >= 0; i--)
            for (int j = i; j < n; j++)
                pal[i][j] = s[i] == s[j] && (j - i < 2 || pal[i + 1][j - 1]);
        go(s, 0);
        return out;
    }
};
