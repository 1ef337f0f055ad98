class Solution {
public:
    vector<int> findAnagrams(string s, string p) {
        int m = p.size(), n = s.size();
        vector<int> out;
        if (m > n) return out;
        int need[26] = {0};
        for (char c : p) need[c - 'a']++;
        int missing = m;
        for (int r = 0; r < n; r++) {
            int c = s[r] - 'a';
            if (need[c] > 0) missing--;
            need[c]--;
            if (r >= m) {
                int o = s[r - m] - 'a';
                if (++need[o] > 0) missing++;
            }
            if (missing == 0) out.push_back(r - m + 1);
        }
        return out;
    }
};
