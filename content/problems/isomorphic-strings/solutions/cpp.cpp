class Solution {
public:
    bool isIsomorphic(string s, string t) {
        int fwd[256], bwd[256];
        fill(fwd, fwd + 256, -1);
        fill(bwd, bwd + 256, -1);
        for (size_t i = 0; i < s.size(); i++) {
            unsigned char a = s[i], b = t[i];
            if (fwd[a] == -1 && bwd[b] == -1) {
                fwd[a] = b;
                bwd[b] = a;
            } else if (fwd[a] != b || bwd[b] != a) {
                return false;
            }
        }
        return true;
    }
};
