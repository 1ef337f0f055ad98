class Solution {
public:
    vector<string> duplicateCharacters(string s) {
        int cnt[26] = {0};
        bool done[26] = {false};
        for (char c : s) cnt[c - 'a']++;
        vector<string> res;
        for (char c : s) {
            int k = c - 'a';
            if (cnt[k] > 1 && !done[k]) {
                done[k] = true;
                res.push_back(string(1, c) + to_string(cnt[k]));
            }
        }
        return res;
    }
};
