class Solution {
    string s, path;
    unordered_set<string> out;

    void go(int i, int ro, int rc, int bal) {
        if (bal < 0) return;
        if (i == (int)s.size()) {
            if (ro == 0 && rc == 0 && bal == 0) out.insert(path);
            return;
        }
        char ch = s[i];
        if (ch == '(' && ro > 0) go(i + 1, ro - 1, rc, bal);
        if (ch == ')' && rc > 0) go(i + 1, ro, rc - 1, bal);
        path.push_back(ch);
        go(i + 1, ro, rc, bal + (ch == '(') - (ch == ')'));
        path.pop_back();
    }

public:
    vector<string> removeInvalidParentheses(string str) {
        s = str;
        int open = 0, badClose = 0;
        for (char ch : s) {
            if (ch == '(') open++;
            else if (ch == ')') { if (open > 0) open--; else badClose++; }
        }
        out.clear();
        path.clear();
        go(0, open, badClose, 0);
        return vector<string>(out.begin(), out.end());
    }
};
