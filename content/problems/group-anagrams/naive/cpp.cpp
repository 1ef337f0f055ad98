class Solution {
    static bool sameLetters(const string& a, const string& b) {
        if (a.size() != b.size()) return false;
        int count[26] = {0};
        for (char c : a) count[c - 'a']++;
        for (char c : b) count[c - 'a']--;
        for (int i = 0; i < 26; i++)
            if (count[i] != 0) return false;
        return true;
    }

public:
    vector<vector<string>> groupAnagrams(vector<string>& strs) {
        vector<vector<string>> groups;
        for (const string& word : strs) {
            bool placed = false;
            for (auto& group : groups) {
                if (sameLetters(group[0], word)) {
                    group.push_back(word);
                    placed = true;
                    break;
                }
            }
            if (!placed) groups.push_back({word});
        }
        return groups;
    }
};
