class Solution {
public:
    int countRev(string s) {
        if (s.size() % 2) return -1;
        int open = 0, close = 0;
        for (char c : s) {
            if (c == '{') open++;
            else if (open > 0) open--;
            else close++;
        }
        return (open + 1) / 2 + (close + 1) / 2;
    }
};
