class Solution {
public:
    int findSubString(string str) {
        int n = str.size();
        set<char> all(str.begin(), str.end());
        int need = all.size(), best = n;
        for (int start = 0; start < n; start++) {
            bool in[128] = {false};
            int have = 0;
            for (int end = start; end < n; end++) {
                if (!in[(int)str[end]]) { in[(int)str[end]] = true; have++; }
                if (have == need) { best = min(best, end - start + 1); break; }
            }
        }
        return best;
    }
};
