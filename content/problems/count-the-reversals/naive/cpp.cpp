class Solution {
public:
    int countRev(string s) {
        if (s.size() % 2) return -1;
        while (true) {
            size_t at = s.find("{}");
            if (at == string::npos) break;
            s.erase(at, 2);
        }
        int open = 0, close = 0;
        for (char c : s) (c == '{' ? open : close)++;
        return (open + 1) / 2 + (close + 1) / 2;
    }
};
