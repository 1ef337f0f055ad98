class Solution {
    vector<string> out;
    string cur;
    void go(const string& digits, int i) {
        static const string keys[10] = {"", "", "abc", "def", "ghi", "jkl", "mno", "pqrs", "tuv", "wxyz"};
        if (i == (int)digits.size()) {
            out.push_back(cur);
            return;
        }
        for (char ch : keys[digits[i] - '0']) {
            cur.push_back(ch);
            go(digits, i + 1);
            cur.pop_back();
        }
    }
public:
    vector<string> letterCombinations(string digits) {
        out.clear();
        cur.clear();
        if (digits.empty()) return out;
        go(digits, 0);
        return out;
    }
};
