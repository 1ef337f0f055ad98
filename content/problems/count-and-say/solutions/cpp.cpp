class Solution {
public:
    string countAndSay(int n) {
        string s = "1";
        for (int k = 1; k < n; k++) {
            string next;
            for (size_t i = 0, j; i < s.size(); i = j) {
                for (j = i; j < s.size() && s[j] == s[i]; j++) {}
                next += to_string(j - i);
                next += s[i];
            }
            s = move(next);
        }
        return s;
    }
};
