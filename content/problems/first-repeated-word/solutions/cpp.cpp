class Solution {
public:
    string firstRepeatedWord(string s) {
        unordered_set<string_view> seen;
        seen.reserve(s.size() / 2 + 1);
        string_view all(s);
        size_t i = 0;
        while (i <= s.size()) {
            size_t j = s.find(' ', i);
            if (j == string::npos) j = s.size();
            string_view w = all.substr(i, j - i);
            if (!seen.insert(w).second) return string(w);
            i = j + 1;
        }
        return "";
    }
};
