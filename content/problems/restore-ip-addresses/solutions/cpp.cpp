class Solution {
    vector<string> out;
    void go(const string& s, int start, int part, string cur) {
        int left = s.size() - start;
        if (part == 4) {
            if (left == 0) out.push_back(cur);
            return;
        }
        int need = 4 - part;
        if (left < need || left > 3 * need) return;
        for (int size = 1; size <= 3 && size <= left; size++) {
            if (size > 1 && s[start] == '0') break;
            string piece = s.substr(start, size);
            if (stoi(piece) > 255) break;
            go(s, start + size, part + 1, part == 0 ? piece : cur + "." + piece);
        }
    }
public:
    vector<string> restoreIpAddresses(string s) {
        out.clear();
        go(s, 0, 0, "");
        return out;
    }
};
