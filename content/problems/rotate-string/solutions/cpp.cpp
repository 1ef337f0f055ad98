class Solution {
public:
    bool rotateString(string s, string goal) {
        if (s.size() != goal.size()) return false;
        int n = s.size();
        for (int k = 0; k < n; k++) {
            bool ok = true;
            for (int i = 0; i < n && ok; i++) ok = s[(k + i) % n] == goal[i];
            if (ok) return true;
        }
        return false;
    }
};
