class Solution {
public:
    string printSequence(string S) {
        static const char* code[26] = {"2", "22", "222", "3", "33", "333", "4", "44", "444", "5", "55", "555", "6",
                                       "66", "666", "7", "77", "777", "7777", "8", "88", "888", "9", "99", "999", "9999"};
        string out;
        out.reserve(S.size() * 4);
        for (char c : S) {
            if (c == ' ') out += '0';
            else out += code[c - 'A'];
        }
        return out;
    }
};
