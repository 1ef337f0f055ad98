class Solution {
public:
    string longestCommonPrefix(vector<string>& strs) {
        const string& first = strs[0];
        for (size_t i = 0; i < first.size(); i++) {
            for (size_t k = 1; k < strs.size(); k++) {
                if (i == strs[k].size() || strs[k][i] != first[i]) return first.substr(0, i);
            }
        }
        return first;
    }
};
