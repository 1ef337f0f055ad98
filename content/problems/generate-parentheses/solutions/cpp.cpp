class Solution {
    vector<string> out;
    string buf;
    void go(int n, int opened, int closed) {
        if (closed == n) {
            out.push_back(buf);
            return;
        }
        if (opened < n) {
            buf.push_back('(');
            go(n, opened + 1, closed);
            buf.pop_back();
        }
        if (closed < opened) {
            buf.push_back(')');
            go(n, opened, closed + 1);
            buf.pop_back();
        }
    }
public:
    vector<string> generateParenthesis(int n) {
        out.clear();
        buf.clear();
        go(n, 0, 0);
        return out;
    }
};
