class Solution {
public:
    bool checkRedundancy(string s) {
        int n = s.size();
        for (int i = 0; i < n; i++) {
            if (s[i] != ')') continue;
            int depth = 0;
            bool op = false;
            for (int j = i - 1; j >= 0; j--) {
                if (s[j] == ')') depth++;
                else if (s[j] == '(') {
                    if (depth == 0) break;
                    depth--;
                } else if (depth == 0 && (s[j] == '+' || s[j] == '-' || s[j] == '*' || s[j] == '/')) op = true;
            }
            if (!op) return true;
        }
        return false;
    }
};
