class Solution {
public:
    string firstRepeatedWord(string s) {
        vector<string> words;
        string cur;
        for (char c : s) {
            if (c == ' ') {
                words.push_back(cur);
                cur.clear();
            } else cur += c;
        }
        words.push_back(cur);
        for (size_t j = 1; j < words.size(); j++)
            for (size_t i = 0; i < j; i++)
                if (words[i] == words[j]) return words[j];
        return "";
    }
};
